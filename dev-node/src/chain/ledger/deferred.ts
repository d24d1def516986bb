import type { DeferredRecord } from '../records.ts';
import type { Journal } from './journal.ts';

/**
 * Scheduled transactions (the generated_transaction table), ordered as its by_delay index:
 * (delay_until, trx id). Scheduling and cancelling happen inside transactions and are undone
 * with them; taking a matured transaction out to run it is not, as on nodeos.
 */
export class DeferredStore {
  private readonly byId = new Map<string, DeferredRecord>();
  private sortedCache: DeferredRecord[] | undefined;

  get size(): number {
    return this.byId.size;
  }

  get(id: string): DeferredRecord | undefined {
    return this.byId.get(id.toLowerCase());
  }

  schedule(record: DeferredRecord, journal: Journal): void {
    this.put(record);
    journal.record(() => this.remove(record.trx.id));
  }

  cancel(id: string, journal: Journal): DeferredRecord | undefined {
    const record = this.remove(id);
    if (record) journal.record(() => this.put(record));
    return record;
  }

  private put(record: DeferredRecord): void {
    this.byId.set(record.trx.id, record);
    this.sortedCache = undefined;
  }

  remove(id: string): DeferredRecord | undefined {
    const record = this.byId.get(id);
    if (record) {
      this.byId.delete(id);
      this.sortedCache = undefined;
    }
    return record;
  }

  /** By (delay_until, id), as get_scheduled_transactions walks them. */
  sorted(): DeferredRecord[] {
    this.sortedCache ??= [...this.byId.values()].sort(
      (a, b) => a.delayUntilMs - b.delayUntilMs || (a.trx.id < b.trx.id ? -1 : 1),
    );
    return this.sortedCache;
  }

  /** Those due at a block time, in the order a producer runs them. */
  due(blockMs: number): DeferredRecord[] {
    if (this.byId.size === 0) return [];
    const out: DeferredRecord[] = [];
    for (const d of this.sorted()) {
      if (d.delayUntilMs > blockMs) break;
      out.push(d);
    }
    return out;
  }
}
