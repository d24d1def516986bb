import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Abi } from '@/api/node-client';
import { aliasChain, definitionId, splitTypeName, typeKind } from './abi-model';

export interface TypeRefProps {
  abi: Abi;
  type: string;
}

const LINK =
  'font-mono text-teal-800 underline decoration-dotted underline-offset-2 hover:decoration-solid focus-visible:outline-2 focus-visible:outline-teal-600 dark:text-teal-300';

/**
 * A type as written in the ABI, linked to its definition on this page when the ABI defines it,
 * with aliases resolved (`account_name` → `name`). Suffixes: `[]` array, `?` optional,
 * `$` binary extension.
 */
export function TypeRef({ abi, type }: TypeRefProps) {
  const { base, suffix } = splitTypeName(type);
  const kind = typeKind(abi, base);
  const chain = kind === 'alias' ? aliasChain(abi, base) : [];
  const last = chain[chain.length - 1];
  // An alias loop ends on another alias; show it as text rather than follow it again.
  const resolved =
    last !== undefined && typeKind(abi, splitTypeName(last).base) !== 'alias' ? last : undefined;
  return (
    <span className="font-mono">
      {kind === 'struct' || kind === 'variant' || kind === 'alias' ? (
        <a href={`#${definitionId(kind, base)}`} className={LINK}>
          {base}
        </a>
      ) : (
        <span title={kind === 'unknown' ? t`Not defined in this ABI` : t`Built-in type`}>
          {base}
        </span>
      )}
      {suffix}
      {last !== undefined && resolved === undefined ? (
        <span className="text-slate-600 dark:text-slate-300">
          {' '}
          <Trans>(alias loop: {last})</Trans>
        </span>
      ) : null}
      {resolved ? (
        <span className="text-slate-600 dark:text-slate-300">
          {' '}
          <Trans>
            (alias of <TypeRef abi={abi} type={resolved} />)
          </Trans>
        </span>
      ) : null}
      {kind === 'unknown' ? (
        <span className="ml-1 text-xs text-amber-800 dark:text-amber-300">
          <Trans>(undefined type)</Trans>
        </span>
      ) : null}
    </span>
  );
}
