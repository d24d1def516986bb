import type { ProducerKey } from '@/api/schemas/schedule';

export type ScheduleChangeKind = 'added' | 'removed' | 'key-changed' | 'unchanged';

export interface ScheduleChange {
  producer: string;
  kind: ScheduleChangeKind;
  /** Signing key in the older schedule. */
  fromKey?: string | undefined;
  /** Signing key in the newer schedule. */
  toKey?: string | undefined;
}

/**
 * What changes from one schedule to the next: producers added, removed, or kept with a new
 * signing key. Order: the newer schedule's order, then removed producers in the older order.
 */
export function diffSchedules(from: ProducerKey[], to: ProducerKey[]): ScheduleChange[] {
  const before = new Map(from.map((p) => [p.producer_name, p.block_signing_key]));
  const after = new Set(to.map((p) => p.producer_name));
  const changes: ScheduleChange[] = to.map((p) => {
    if (!before.has(p.producer_name)) {
      return { producer: p.producer_name, kind: 'added', toKey: p.block_signing_key };
    }
    const fromKey = before.get(p.producer_name);
    return {
      producer: p.producer_name,
      kind: fromKey === p.block_signing_key ? 'unchanged' : 'key-changed',
      fromKey,
      toKey: p.block_signing_key,
    };
  });
  for (const p of from) {
    if (!after.has(p.producer_name)) {
      changes.push({ producer: p.producer_name, kind: 'removed', fromKey: p.block_signing_key });
    }
  }
  return changes;
}

/** Counts per kind, for a one-line summary. */
export function summarizeDiff(changes: ScheduleChange[]): Record<ScheduleChangeKind, number> {
  const counts: Record<ScheduleChangeKind, number> = {
    added: 0,
    removed: 0,
    'key-changed': 0,
    unchanged: 0,
  };
  for (const c of changes) counts[c.kind]++;
  return counts;
}
