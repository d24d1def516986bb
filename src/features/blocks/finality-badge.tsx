import { Badge } from '@/components/ui/badge';
import { formatInteger } from '@/lib/format';

export interface FinalityBadgeProps {
  blockNum: number;
  /** The node's last irreversible block; undefined while unknown. */
  lastIrreversible: number | undefined;
}

/**
 * Reversible or irreversible, live: it flips when the last irreversible block passes this one,
 * and says how many blocks are left until then. Announced politely to screen readers.
 */
export function FinalityBadge({ blockNum, lastIrreversible }: FinalityBadgeProps) {
  if (lastIrreversible === undefined) {
    return (
      <span role="status" className="text-sm text-slate-600 dark:text-slate-300">
        Checking finality…
      </span>
    );
  }
  const isIrreversible = blockNum <= lastIrreversible;
  const remaining = blockNum - lastIrreversible;
  return (
    <span role="status" aria-live="polite" className="inline-flex flex-wrap items-center gap-2">
      {isIrreversible ? (
        <Badge tone="good" title="Final: this block can no longer be reverted.">
          Irreversible
        </Badge>
      ) : (
        <>
          <Badge tone="warn" title="Not final yet: a fork could still replace this block.">
            Reversible
          </Badge>
          <span className="text-sm text-slate-700 dark:text-slate-200">
            {formatInteger(remaining)} {remaining === 1 ? 'block' : 'blocks'} until irreversible
          </span>
        </>
      )}
    </span>
  );
}
