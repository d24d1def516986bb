import type { ProducerRow } from '@/api/node-client';

/** Each candidate's place by votes (1 = most), ties by name; exact on 64-bit figures. */
export function rankByVotes(rows: readonly ProducerRow[]): Map<string, number> {
  const votes = (r: ProducerRow) => BigInt(/^\d+$/.test(r.total_votes) ? r.total_votes : '0');
  const sorted = [...rows].sort((a, b) => {
    const d = votes(b) - votes(a);
    return d > 0n ? 1 : d < 0n ? -1 : a.owner.localeCompare(b.owner);
  });
  return new Map(sorted.map((r, i) => [r.owner, i + 1]));
}
