import type { NodeClient } from '@/api/node-client';
import type { HistoryStore } from './scan-store';
import { runScan } from './scan-engine';
import {
  isScanRequest,
  scanErrorInfo,
  type MessageEndpoint,
  type ScanReply,
} from './scan-protocol';

export interface ScanHostDeps {
  createNode(url: string, timeoutMs: number | undefined): Pick<NodeClient, 'getInfo' | 'getBlock'>;
  /** Opens the chain's store; a failure (no IndexedDB) means scanning without keeping rows. */
  openStore(chainId: string): Promise<HistoryStore>;
}

/**
 * Serves scan requests on `endpoint` (the worker's global scope; a MessagePort in tests): one job
 * at a time, a new start cancelling the running one. The store stays open between jobs of the
 * same chain.
 */
export function serveScans(endpoint: MessageEndpoint, deps: ScanHostDeps): void {
  let running: { jobId: number; controller: AbortController } | undefined;
  let store: { chainId: string; store: HistoryStore | undefined } | undefined;
  const post = (reply: ScanReply) => endpoint.postMessage(reply);

  const storeFor = async (chainId: string) => {
    if (store?.chainId !== chainId) {
      store?.store?.close();
      let opened: HistoryStore | undefined;
      try {
        opened = await deps.openStore(chainId);
      } catch {
        opened = undefined;
      }
      store = { chainId, store: opened };
    }
    return store.store;
  };

  endpoint.addEventListener('message', (message) => {
    const request: unknown = message.data;
    if (!isScanRequest(request)) return;
    if (request.type === 'cancel') {
      if (running?.jobId === request.jobId) running.controller.abort();
      return;
    }
    running?.controller.abort();
    const controller = new AbortController();
    const job = { jobId: request.jobId, controller };
    running = job;
    void (async () => {
      try {
        const result = await runScan({
          node: deps.createNode(request.nodeUrl, request.timeoutMs),
          store: await storeFor(request.chainId.toLowerCase()),
          range: request.range,
          target: request.target,
          signal: controller.signal,
          onEvent: (event) => post({ type: 'event', jobId: request.jobId, event }),
        });
        post({ type: 'end', jobId: request.jobId, result });
      } catch (e) {
        post({ type: 'failed', jobId: request.jobId, error: scanErrorInfo(e) });
      } finally {
        if (running === job) running = undefined;
      }
    })();
  });
}
