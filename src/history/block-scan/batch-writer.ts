import type { BlockRange } from '@/api/history-model';
import type { BlockHistory } from '@/history/block-rows';
import type { HistoryStore } from './scan-store';

/**
 * Rows of irreversible blocks, read in order, written to the store in batches with the range they
 * cover (a range only ever covers blocks read below one another: contiguous). Writes run one
 * after another; a failed one is reported once.
 */
export class BatchWriter {
  private batch: BlockHistory[] = [];
  private range: BlockRange | undefined;
  private lastFlush = Date.now();
  private writing = Promise.resolve();
  private readonly store: HistoryStore;
  private readonly batchBlocks: number;
  private readonly onFailure: (error: unknown) => void;

  constructor(store: HistoryStore, batchBlocks: number, onFailure: (error: unknown) => void) {
    this.store = store;
    this.batchBlocks = batchBlocks;
    this.onFailure = onFailure;
  }

  add(n: number, history: BlockHistory): void {
    this.batch.push(history);
    this.range = this.range ? { from: n, to: this.range.to } : { from: n, to: n };
  }

  /** Writes the batch when it is full or a second old. */
  flushIfDue(): void {
    if (this.batch.length >= this.batchBlocks || Date.now() - this.lastFlush > 1_000) this.flush();
  }

  flush(): void {
    const { range, batch, store } = this;
    if (!range) return;
    this.batch = [];
    this.range = undefined;
    this.lastFlush = Date.now();
    this.writing = this.writing.then(() => store.commit(range, batch));
    this.writing.catch(this.onFailure);
  }

  /** Once every write has ended, failed or not. */
  settled(): Promise<void> {
    return this.writing.catch(() => undefined);
  }
}
