import { plural, t } from '@lingui/core/macro';
import { mergeRanges } from '@/history/ranges';
import type { HistoryReach } from '@/history/source';
import { formatInteger } from '@/lib/format';

/** "history service X, indexed to block N" / "blocks A–B of this node read". */
export function describeReach(reach: HistoryReach): string {
  if (reach.kind === 'hyperion') {
    let host = reach.serviceUrl;
    try {
      host = new URL(reach.serviceUrl).host;
    } catch {
      // Keep the URL as given.
    }
    const block =
      reach.lastIndexedBlock !== undefined ? formatInteger(reach.lastIndexedBlock) : undefined;
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
