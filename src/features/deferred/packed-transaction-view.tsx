import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { SkeletonRows } from '@/components/ui/skeleton';
import { ActionHeader } from './action-header';
import { PackedActionArgs } from './packed-action-args';
import { useUnpackedTransaction } from './use-unpacked-transaction';

export interface PackedTransactionViewProps {
  /** The packed transaction as hex (json: false). */
  hex: string;
}

/** Packed bytes, unpacked in the browser; action arguments decoded by the node. */
export function PackedTransactionView({ hex }: PackedTransactionViewProps) {
  const result = useUnpackedTransaction(hex);
  return (
    <div>
      <details className="mb-2 rounded-md border border-slate-200 dark:border-slate-700">
        <summary className="cursor-pointer px-2 py-1 text-sm focus-visible:outline-2 focus-visible:outline-teal-600">
          {plural(hex.length / 2, {
            one: 'Packed bytes (# byte)',
            other: 'Packed bytes (# bytes)',
          })}
        </summary>
        <p className="border-t border-slate-200 p-2 font-mono text-xs break-all dark:border-slate-700">
          {hex}
        </p>
      </details>
      {result === undefined ? (
        <SkeletonRows rows={2} label={t`Unpacking the transaction…`} />
      ) : result.kind === 'failed' ? (
        <p className="text-sm text-amber-800 dark:text-amber-200">
          <Trans>These bytes could not be unpacked as a transaction ({result.reason}).</Trans>
        </p>
      ) : result.transaction.actions.length === 0 ? (
        <p className="text-sm">
          <Trans>No actions.</Trans>
        </p>
      ) : (
        <ol className="space-y-2">
          {result.transaction.actions.map((a, i) => (
            <li key={i} className="rounded-md border border-slate-200 p-2 dark:border-slate-700">
              <ActionHeader account={a.account} name={a.name} authorization={a.authorization} />
              <div className="mt-1">
                <PackedActionArgs account={a.account} name={a.name} hex={a.data} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
