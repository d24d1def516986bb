import type { BlockRange } from '@/api/history-model';

/**
 * The blocks a scan reads, newest first, segment by segment (the parts of the range the store
 * does not hold): the next to request, and the next to take in order.
 */
export class BlockQueue {
  private segmentIndex = 0;
  /** The next block to request; undefined when none is left (or requesting stopped). */
  next: number | undefined;

  private readonly segments: BlockRange[];

  constructor(segments: BlockRange[]) {
    this.segments = segments;
    this.next = segments[0]?.to;
  }

  /** The newest block, where reading in order starts. */
  get top(): number | undefined {
    return this.segments[0]?.to;
  }

  take(): number | undefined {
    const n = this.next;
    if (n === undefined) return undefined;
    const segment = this.segments[this.segmentIndex];
    if (segment && n > segment.from) this.next = n - 1;
    else {
      this.segmentIndex += 1;
      this.next = this.segments[this.segmentIndex]?.to;
    }
    return n;
  }

  /** No more requests: what is in flight still finishes. */
  stop(): void {
    this.next = undefined;
  }

  /**
   * The block after `n` in order: one lower in its segment, or the top of the next segment;
   * `segmentEnds` when `n` closes its segment.
   */
  after(n: number): { next: number | undefined; segmentEnds: boolean } {
    const index = this.segments.findIndex((s) => s.from <= n && n <= s.to);
    const segment = this.segments[index];
    if (segment && n > segment.from) return { next: n - 1, segmentEnds: false };
    return { next: index < 0 ? undefined : this.segments[index + 1]?.to, segmentEnds: true };
  }
}
