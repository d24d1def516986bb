import type { HistoryAction } from '@/api/history-model';
import type { ScanEndReason, ScanPlan, ScanProgress, ScanRange, ScanTarget } from './scan-engine';
import {
  isScanReply,
  type MessageEndpoint,
  type ScanErrorInfo,
  type ScanReply,
  type ScanRequest,
} from './scan-protocol';

/** A worker, or anything that talks like one (tests pass a MessagePort). */
export interface ScanWorkerLike extends MessageEndpoint {
  terminate(): void;
}

export type ScanStatus = 'idle' | 'running' | ScanEndReason | 'failed';

/** Everything a page shows about the scan: a snapshot, replaced (never mutated) on each change. */
export interface ScanState {
  status: ScanStatus;
  /** What the current or last scan was asked to read, and for what. */
  range: ScanRange | undefined;
  target: ScanTarget | undefined;
  plan: ScanPlan | undefined;
  progress: ScanProgress | undefined;
  /** Where the transaction looked for was found. */
  found: { trxId: string; blockNum: number } | undefined;
  /** For status 'no-older-blocks': the oldest block the node serves. */
  oldestAvailable: number | undefined;
  error: ScanErrorInfo | undefined;
  /**
   * Target rows the history store does not hold (blocks above LIB, or no IndexedDB), newest
   * first. The scan source shows them before the stored rows.
   */
  unstoredRows: HistoryAction[];
  /** Increases whenever the store may hold new rows: history queries refetch when it changes. */
  revision: number;
}

export interface ScanController {
  getState(): ScanState;
  /** Calls `listener` after every change of state; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Starts a scan (cancelling a running one). */
  start(range: ScanRange, target?: ScanTarget): void;
  cancel(): void;
  /**
   * Starts the last scan again over the block range it resolved to: only blocks not kept yet
   * are read (after a cancel, a failure, or a reload that lost the worker).
   */
  resume(): void;
  /** Ends the worker. */
  dispose(): void;
}

const IDLE: ScanState = {
  status: 'idle',
  range: undefined,
  target: undefined,
  plan: undefined,
  progress: undefined,
  found: undefined,
  oldestAvailable: undefined,
  error: undefined,
  unstoredRows: [],
  revision: 0,
};

/** The worker, as Vite bundles it: a module file of the site (CSP `script-src 'self'`, no blob). */
function spawnScanWorker(): ScanWorkerLike {
  return new Worker(new URL('./scan-worker.ts', import.meta.url), {
    type: 'module',
    name: 'history-scan',
  });
}

/** Newest block first; within a block, the later action first (rows arrive in chain order). */
function newestFirst(rows: { row: HistoryAction; order: number }[]): HistoryAction[] {
  return [...rows]
    .sort((a, b) => b.row.blockNum - a.row.blockNum || b.order - a.order)
    .map((r) => r.row);
}

/**
 * The page's side of the block scan: starts the worker on first use, sends jobs, and folds its
 * messages into one state snapshot for React (useSyncExternalStore) and the scan source.
 */
export function createScanController(opts: {
  nodeUrl: string;
  timeoutMs?: number | undefined;
  chainId: string;
  spawn?: () => ScanWorkerLike;
}): ScanController {
  let worker: ScanWorkerLike | undefined;
  let state: ScanState = IDLE;
  let jobId = 0;
  let arrived: { row: HistoryAction; order: number }[] = [];
  const listeners = new Set<() => void>();

  const set = (next: Partial<ScanState>) => {
    state = { ...state, ...next };
    for (const l of listeners) l();
  };

  const onReply = (reply: ScanReply) => {
    if (reply.jobId !== jobId) return;
    if (reply.type === 'failed') {
      set({ status: 'failed', error: reply.error, revision: state.revision + 1 });
      return;
    }
    if (reply.type === 'end') {
      const { result } = reply;
      set({
        status: result.reason,
        plan: result.plan,
        progress: result.progress,
        oldestAvailable: result.oldestAvailable,
        revision: state.revision + 1,
      });
      return;
    }
    const { event } = reply;
    switch (event.type) {
      case 'planned':
        set({ plan: event.plan });
        return;
      case 'progress':
        set({ progress: event.progress, revision: state.revision + 1 });
        return;
      case 'rows':
        for (const row of event.rows) arrived.push({ row, order: arrived.length });
        set({ unstoredRows: newestFirst(arrived) });
        return;
      case 'found':
        set({ found: { trxId: event.trxId, blockNum: event.blockNum } });
        return;
    }
  };

  const ensureWorker = (): ScanWorkerLike => {
    if (!worker) {
      worker = (opts.spawn ?? spawnScanWorker)();
      worker.addEventListener('message', (event) => {
        const reply: unknown = event.data;
        if (isScanReply(reply)) onReply(reply);
      });
    }
    return worker;
  };

  const send = (request: ScanRequest) => ensureWorker().postMessage(request);

  const start = (range: ScanRange, target?: ScanTarget) => {
    jobId += 1;
    arrived = [];
    set({
      ...IDLE,
      status: 'running',
      range,
      target,
      revision: state.revision + 1,
    });
    send({
      type: 'start',
      jobId,
      nodeUrl: opts.nodeUrl,
      timeoutMs: opts.timeoutMs,
      chainId: opts.chainId,
      range,
      target,
    });
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start,
    cancel() {
      if (state.status === 'running') send({ type: 'cancel', jobId });
    },
    resume() {
      const { plan, range, target } = state;
      if (plan) start({ kind: 'blocks', from: plan.from, to: plan.to }, target);
      else if (range) start(range, target);
    },
    dispose() {
      jobId += 1;
      worker?.terminate();
      worker = undefined;
      listeners.clear();
    },
  };
}
