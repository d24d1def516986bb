import type { CallOptions } from '@/api/call';
import type { NodeClient } from '@/api/node-client';
import { retryableImport } from '@/api/retryable-import';
import type { ScanWorkerLike } from '@/history/block-scan/scan-controller';
import type { HistorySource } from './source';

export interface OpenHistorySourceOptions {
  node: NodeClient;
  /** The history service to use, or null to answer from the node's blocks. */
  historyUrl: string | null;
  /** Per-request time limit of the history service and of the scan's node requests. */
  timeoutMs?: number | undefined;
  /** Tests: the history client's fetch and the scan worker. */
  fetch?: typeof fetch;
  spawnScanWorker?: () => ScanWorkerLike;
}

const opened = new Map<string, Promise<HistorySource>>();

// Each piece of history code is its own chunk; one that failed to download is fetched again
// (from a fresh URL) by the next attempt to open a source, so "Try again" can work.
const loadHistoryClient = retryableImport(() => import('@/api/history-client'));
const loadHyperionSource = retryableImport(() => import('./hyperion-source'));
const loadHistoryDb = retryableImport(() => import('@/history/block-scan/scan-store'));
const loadScanController = retryableImport(() => import('@/history/block-scan/scan-controller'));
const loadScanSource = retryableImport(() => import('./scan-source'));

/**
 * The history source for a node: a Hyperion service when one is configured, else the block scan
 * over a history store for the node's chain. One per (node, service), so a scan keeps running and
 * its progress stays while the person moves between pages. Its code (the Hyperion client, or
 * IndexedDB and the worker's controller) loads only now, never with a page that needs no history.
 */
export function openHistorySource(
  opts: OpenHistorySourceOptions,
  o?: CallOptions,
): Promise<HistorySource> {
  const key = `${opts.node.baseUrl} ${opts.historyUrl ?? 'blocks'} ${opts.timeoutMs ?? ''}`;
  let source = opened.get(key);
  if (!source) {
    source = opts.historyUrl ? openHyperion(opts, opts.historyUrl) : openScan(opts, o);
    opened.set(key, source);
    // A failure (node down while reading its chain id) is tried again on the next call.
    source.catch(() => opened.delete(key));
  }
  return source;
}

/**
 * Forgets every opened source (after the kept history was cleared): the next question opens a
 * new one over a new store, and a running scan stops.
 */
export async function forgetHistorySources(): Promise<void> {
  const sources = [...opened.values()];
  opened.clear();
  for (const source of await Promise.allSettled(sources)) {
    if (source.status === 'fulfilled') source.value.scan?.dispose();
  }
}

async function openHyperion(opts: OpenHistorySourceOptions, historyUrl: string) {
  const [{ createHistoryClient }, { createHyperionSource }] = await Promise.all([
    loadHistoryClient(),
    loadHyperionSource(),
  ]);
  const history = createHistoryClient({
    baseUrl: historyUrl,
    ...(opts.fetch ? { fetch: opts.fetch } : {}),
    ...(opts.timeoutMs !== undefined ? { timeoutMs: opts.timeoutMs } : {}),
  });
  return createHyperionSource({ history, node: opts.node });
}

async function openScan(opts: OpenHistorySourceOptions, o?: CallOptions) {
  const [info, { openHistoryStore }, { createScanController }, { createScanSource }] =
    await Promise.all([
      opts.node.getInfo(o),
      loadHistoryDb(),
      loadScanController(),
      loadScanSource(),
    ]);
  const chainId = info.chain_id.toLowerCase();
  // Without IndexedDB (some private modes) the scan still answers, for this visit only.
  const store = await openHistoryStore(chainId).catch(() => undefined);
  const scan = createScanController({
    nodeUrl: opts.node.baseUrl,
    chainId,
    timeoutMs: opts.timeoutMs,
    ...(opts.spawnScanWorker ? { spawn: opts.spawnScanWorker } : {}),
  });
  return createScanSource({ nodeUrl: opts.node.baseUrl, store, scan });
}
