import { HistoryHttpError } from '@/api/history-errors';
import { NodeHttpError, NodeResponseError, NodeUnreachableError } from '@/api/node-errors';
import type { ScanEvent, ScanRange, ScanResult, ScanTarget } from './scan-engine';
import { ScanFailedError } from './scan-engine';

/**
 * Messages between the page and the scan worker. One scan runs at a time per worker; a new
 * `start` cancels the one before. Errors cross as plain data (structured clone drops classes).
 *
 * page → worker: `start` (a job), `cancel`.
 * worker → page: `event` (planned, progress, rows, found) …, then exactly one `end` or `failed`.
 */
export type ScanRequest =
  | {
      type: 'start';
      jobId: number;
      /** The node to read, and its per-request time limit. */
      nodeUrl: string;
      timeoutMs?: number | undefined;
      /** The chain the page expects the node to be on: its history store is opened for it. */
      chainId: string;
      range: ScanRange;
      target?: ScanTarget | undefined;
    }
  | { type: 'cancel'; jobId: number };

export type ScanReply =
  | { type: 'event'; jobId: number; event: ScanEvent }
  | { type: 'end'; jobId: number; result: ScanResult }
  | { type: 'failed'; jobId: number; error: ScanErrorInfo };

/** A failure as data: enough to tell the person what went wrong and where. */
export interface ScanErrorInfo {
  /** Class name of the original error, e.g. `NodeUnreachableError`, `ScanFailedError`. */
  name: string;
  message: string;
  /** The block being read when it failed. */
  blockNum?: number | undefined;
  /** HTTP status, for an error answer. */
  status?: number | undefined;
  /** Node URL and operation of a node failure. */
  baseUrl?: string | undefined;
  endpoint?: string | undefined;
  /** Why a node gave no answer (`timeout`, `network`, `cors`, `cut-off`). */
  reason?: string | undefined;
}

function nodeFailureInfo(e: unknown): Omit<ScanErrorInfo, 'name' | 'message'> {
  if (e instanceof NodeUnreachableError) {
    return { baseUrl: e.baseUrl, endpoint: e.endpoint, reason: e.reason };
  }
  if (e instanceof NodeHttpError || e instanceof HistoryHttpError) {
    return {
      status: e.status,
      endpoint: e.endpoint,
      ...(e instanceof NodeHttpError ? { baseUrl: e.baseUrl } : {}),
    };
  }
  if (e instanceof NodeResponseError) return { baseUrl: e.baseUrl, endpoint: e.endpoint };
  return {};
}

/** Turns any failure into data that survives postMessage. */
export function scanErrorInfo(e: unknown): ScanErrorInfo {
  if (e instanceof ScanFailedError) {
    const cause: unknown = e.cause;
    return {
      ...nodeFailureInfo(cause),
      name: cause instanceof Error ? cause.name : e.name,
      message: e.message,
      blockNum: e.blockNum,
    };
  }
  if (e instanceof Error) return { ...nodeFailureInfo(e), name: e.name, message: e.message };
  return { name: 'Error', message: String(e) };
}

export function isScanRequest(value: unknown): value is ScanRequest {
  if (typeof value !== 'object' || value === null || !('type' in value) || !('jobId' in value)) {
    return false;
  }
  return (value.type === 'start' || value.type === 'cancel') && typeof value.jobId === 'number';
}

export function isScanReply(value: unknown): value is ScanReply {
  if (typeof value !== 'object' || value === null || !('type' in value) || !('jobId' in value)) {
    return false;
  }
  return (
    (value.type === 'event' || value.type === 'end' || value.type === 'failed') &&
    typeof value.jobId === 'number'
  );
}

/** The one side of a message channel both a worker's global scope and a MessagePort offer. */
export interface MessageEndpoint {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}
