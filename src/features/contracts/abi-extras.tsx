import { Trans } from '@lingui/react/macro';
import type { Abi } from '@/api/node-client';
import { formatInteger } from '@/lib/format';
import { TypeRef } from './type-ref';

export interface AbiExtrasProps {
  abi: Abi;
}

/** Error messages, ricardian clauses and action results, when the ABI has any. */
export function AbiExtras({ abi }: AbiExtrasProps) {
  const { error_messages: errors, ricardian_clauses: clauses, action_results: results } = abi;
  if (errors.length + clauses.length + results.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <Trans>No error messages, ricardian clauses or action results.</Trans>
      </p>
    );
  }
  return (
    <div className="space-y-4 text-sm">
      {errors.length > 0 ? (
        <div>
          <h3 className="mb-1 font-semibold">
            <Trans>Error messages</Trans>
          </h3>
          <ul className="space-y-0.5">
            {errors.map((e) => (
              <li key={e.error_code}>
                <span className="font-mono">{formatInteger(e.error_code)}</span>: {e.error_msg}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {results.length > 0 ? (
        <div>
          <h3 className="mb-1 font-semibold">
            <Trans>Action results</Trans>
          </h3>
          <ul className="space-y-0.5">
            {results.map((r) => (
              <li key={r.name}>
                <Trans>
                  <span className="font-mono">{r.name}</span> returns{' '}
                  <TypeRef abi={abi} type={r.result_type} />
                </Trans>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {clauses.length > 0 ? (
        <div>
          <h3 className="mb-1 font-semibold">
            <Trans>Ricardian clauses</Trans>
          </h3>
          {clauses.map((c) => (
            <details key={c.id} className="mb-1">
              <summary className="cursor-pointer font-mono">{c.id}</summary>
              <pre className="mt-1 max-h-64 overflow-auto font-mono text-xs whitespace-pre-wrap">
                {c.body}
              </pre>
            </details>
          ))}
        </div>
      ) : null}
    </div>
  );
}
