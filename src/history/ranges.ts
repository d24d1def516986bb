import type { BlockRange } from '@/api/history-model';

/** Ranges merged where they overlap or touch, ascending. */
export function mergeRanges(ranges: readonly BlockRange[]): BlockRange[] {
  const sorted = ranges.filter((r) => r.from <= r.to).sort((a, b) => a.from - b.from);
  const merged: BlockRange[] = [];
  for (const r of sorted) {
    const last = merged[merged.length - 1];
    if (last && r.from <= last.to + 1) last.to = Math.max(last.to, r.to);
    else merged.push({ from: r.from, to: r.to });
  }
  return merged;
}

/** The parts of `range` not covered by `covered`, highest first (the order the scan reads). */
export function uncoveredDescending(
  range: BlockRange,
  covered: readonly BlockRange[],
): BlockRange[] {
  const gaps: BlockRange[] = [];
  let top = range.to;
  for (const c of [...mergeRanges(covered)].reverse()) {
    if (top < range.from) break;
    if (c.from > top) continue;
    if (c.to < top) gaps.push({ from: Math.max(c.to + 1, range.from), to: top });
    top = c.from - 1;
  }
  if (top >= range.from) gaps.push({ from: range.from, to: top });
  return gaps.filter((g) => g.from <= g.to);
}

/** How many blocks the ranges hold. */
export function blockCount(ranges: readonly BlockRange[]): number {
  return ranges.reduce((n, r) => n + (r.to - r.from + 1), 0);
}
