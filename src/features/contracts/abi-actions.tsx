import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Abi } from '@/api/node-client';
import { paths } from '@/lib/paths';
import { pushDraftPath } from '@/lib/push-draft';
import { splitTypeName } from './abi-model';
import { StructFields } from './struct-fields';
import { TypeRef } from './type-ref';

export interface AbiActionsProps {
  accountName: string;
  abi: Abi;
}

const LINK =
  'text-sm text-teal-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-teal-600 dark:text-teal-300';

/** Each action with its argument struct (aliases and base structs resolved). */
export function AbiActions({ accountName, abi }: AbiActionsProps) {
  if (abi.actions.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <Trans>This ABI declares no actions.</Trans>
      </p>
    );
  }
  return (
    <div className="space-y-5">
      {abi.actions.map((action) => (
        <article key={action.name} aria-labelledby={`abi-action-${action.name}`}>
          <div className="mb-1.5 flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <h3 id={`abi-action-${action.name}`} className="font-mono font-semibold">
              {action.name}
            </h3>
            <span className="text-sm text-slate-600 dark:text-slate-300">
              <Trans>
                arguments: <TypeRef abi={abi} type={action.type} />
              </Trans>
            </span>
            <Link
              className={LINK}
              to={paths.toolsAbi({ code: accountName, action: action.name })}
              aria-label={t`Encode ${action.name} arguments`}
            >
              <Trans>Encode…</Trans>
            </Link>
            <Link
              className={LINK}
              to={pushDraftPath({
                actions: [{ account: accountName, name: action.name, auth: '', data: undefined }],
              })}
              aria-label={t`Act: ${action.name} in the transaction builder`}
            >
              <Trans>Act…</Trans>
            </Link>
          </div>
          <StructFields
            abi={abi}
            struct={splitTypeName(action.type).base}
            caption={t`Arguments of ${action.name}`}
          />
          {action.ricardian_contract ? (
            <details className="mt-2 text-sm">
              <summary className="cursor-pointer">
                <Trans>Ricardian contract</Trans>
              </summary>
              <pre className="mt-1 max-h-64 overflow-auto font-mono text-xs whitespace-pre-wrap">
                {action.ricardian_contract}
              </pre>
            </details>
          ) : null}
        </article>
      ))}
    </div>
  );
}
