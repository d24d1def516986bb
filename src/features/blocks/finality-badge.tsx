import { t } from '@lingui/core/macro';
import { Plural, Trans } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';

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
        <Trans>Checking finality…</Trans>
      </span>
    );
  }
  const isIrreversible = blockNum <= lastIrreversible;
  const remaining = blockNum - lastIrreversible;
  return (
    <span role="status" aria-live="polite" className="inline-flex flex-wrap items-center gap-2">
      {isIrreversible ? (
        <Badge tone="good" title={t`Final: this block can no longer be reverted.`}>
          <Trans>Irreversible</Trans>
        </Badge>
      ) : (
        <>
          <Badge tone="warn" title={t`Not final yet: a fork could still replace this block.`}>
            <Trans>Reversible</Trans>
          </Badge>
          <span className="text-sm text-slate-700 dark:text-slate-200">
            <Plural
              value={remaining}
              one="# block until irreversible"
              other="# blocks until irreversible"
            />
          </span>
        </>
      )}
    </span>
  );
}
