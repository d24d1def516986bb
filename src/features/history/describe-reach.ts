import { plural, t } from '@lingui/core/macro';
import { mergeRanges } from '@/history/ranges';
import type { HistoryReach } from '@/history/source';
import { formatInteger } from '@/lib/format';

/**
 * "history service X, indexed to block N" / "blocks A–B of this node read". `rowsUpTo`, the
 * newest block of the rows shown with it: a service has indexed at least that far, and saying
 * less above them would read as a contradiction.
 */
export function describeReach(reach: HistoryReach, rowsUpTo?: number): string {
  if (reach.kind === 'hyperion') {
    let host = reach.serviceUrl;
    try {
      host = new URL(reach.serviceUrl).host;
    } catch {
      // Keep the URL as given.
    }
    const block =
      reach.lastIndexedBlock !== undefined
        ? formatInteger(Math.max(reach.lastIndexedBlock, rowsUpTo ?? 0))
        : undefined;
    const missing = reach.missingBlocks ?? 0;
    if (block !== undefined && missing) {
      return plural(missing, {
        one: `history service ${host}, indexed to block ${block} (# block missing)`,
        other: `history service ${host}, indexed to block ${block} (# blocks missing)`,
      });
    }
    if (block !== undefined) return t`history service ${host}, indexed to block ${block}`;
    if (missing) {
      return plural(missing, {
        one: `history service ${host} (# block missing)`,
        other: `history service ${host} (# blocks missing)`,
      });
    }
    return t`history service ${host}`;
  }
  const ranges = mergeRanges(reach.unkept ? [...reach.ranges, reach.unkept] : reach.ranges);
  if (ranges.length === 0) return t`no blocks of this node read yet`;
  const parts = ranges
    .sort((a, b) => b.to - a.to)
    .map((r) => {
      const from = formatInteger(r.from);
      const to = formatInteger(r.to);
      return r.from === r.to ? t`block ${from}` : t`blocks ${from}–${to}`;
    })
    .join(', ');
  return t`${parts} of this node read`;
}
