const RATE_WINDOW_MS = 3_000;

/** Blocks read per second over the last few seconds. */
export class ScanRate {
  private readonly recent: number[] = [];

  record(at = Date.now()): void {
    this.recent.push(at);
  }

  perSecond(now = Date.now()): number {
    const { recent } = this;
    while (recent.length > 1 && (recent[0] ?? now) < now - RATE_WINDOW_MS) recent.shift();
    const first = recent[0];
    const span = first === undefined ? 0 : (now - first) / 1000;
    return span > 0.2 ? (recent.length - 1) / span : 0;
  }
}
