import { queryOptions, skipToken } from '@tanstack/react-query';
import type { HistoryAction } from '@/api/history-model';
import type { NodeClient, TableRowsParams } from '@/api/node-client';
import { retryableImport } from '@/api/retryable-import';
import type { PermissionLevel } from '@/api/schemas/msig';
import type { HistorySource } from '@/history/source';
import { nodeKey } from './keys';
import { nextLowerBound } from './tables';

const MSIG = 'cyber.msig';
/** Rows per read of a proposer's scope, and reads at most (a scope holds a proposer's few). */
const ROWS_PAGE = 200;
const MAX_READS = 5;
/** History pages of cyber.msig's actions read at most (100 rows each). */
const MAX_HISTORY_PAGES = 20;
const HISTORY_PAGE = 100;

/** cyber.msig's actions read, newest first; `complete` when the source had no more. */
export interface MsigActions {
  rows: HistoryAction[];
  complete: boolean;
}

export interface Approval {
  level: PermissionLevel;
  /** When it was given (provided) or '' (requested, or the old table without times). */
  time: string;
}

/** A proposal as the contract's tables hold it now. */
export interface LiveProposal {
  name: string;
  /** The proposed transaction, packed (hex). */
  packedHex: string;
  requested: Approval[];
  provided: Approval[];
}

/** cyber.msig's rows' schemas load with the first read (zod stays off the proposal page's code). */
const loadRowSchemas = retryableImport(() => import('@/api/schemas/msig'));

async function allRows(
  client: NodeClient,
  params: TableRowsParams,
  signal: AbortSignal,
): Promise<unknown[]> {
  const rows: unknown[] = [];
  let lowerBound: unknown;
  for (let i = 0; i < MAX_READS; i++) {
    const page = await client.getTableRows({ ...params, lowerBound, limit: ROWS_PAGE }, { signal });
    rows.push(...page.rows);
    lowerBound = nextLowerBound(page, { indexFields: ['proposal_name'] });
    if (lowerBound === undefined) break;
  }
  return rows;
}

const tableOf = (scope: string, table: string): TableRowsParams => ({
  code: MSIG,
  scope,
  table,
});

/** The approvals of a scope, from approvals2 (with times) or the old table (without). */
async function approvalsOf(client: NodeClient, proposer: string, signal: AbortSignal) {
  const out = new Map<string, { requested: Approval[]; provided: Approval[] }>();
  const [schemas, current, old] = await Promise.all([
    loadRowSchemas(),
    allRows(client, tableOf(proposer, 'approvals2'), signal),
    // The old table may be missing from a contract's ABI: its absence is no failure.
    allRows(client, tableOf(proposer, 'approvals'), signal).catch(() => []),
  ]);
  for (const row of old) {
    const r = schemas.oldApprovalsRowSchema.safeParse(row);
    if (!r.success) continue;
    const plain = (level: PermissionLevel) => ({ level, time: '' });
    out.set(r.data.proposal_name, {
      requested: r.data.requested_approvals.map(plain),
      provided: r.data.provided_approvals.map(plain),
    });
  }
  for (const row of current) {
    const r = schemas.approvalsRowSchema.safeParse(row);
    if (r.success)
      out.set(r.data.proposal_name, {
        requested: r.data.requested_approvals,
        provided: r.data.provided_approvals,
      });
  }
  return out;
}

export const msigQueries = {
  all: (client: NodeClient) => nodeKey(client, 'msig'),
  /**
   * Work done in the browser on a proposal's bytes (unpacking it, decoding an action's
   * arguments), passed in: it loads the serializer lazily. Keyed by what it reads.
   */
  readBytes: <T>(client: NodeClient, what: readonly string[], read: () => Promise<T>) =>
    queryOptions({
      queryKey: [...msigQueries.all(client), 'bytes', ...what] as const,
      queryFn: read,
      staleTime: Infinity,
      retry: false,
    }),
  /** Every proposal of a proposer as the tables hold it (its scope), by name. */
  scope: (client: NodeClient, proposer: string) =>
    queryOptions({
      queryKey: [...msigQueries.all(client), 'scope', proposer] as const,
      queryFn: async ({ signal }): Promise<Map<string, LiveProposal>> => {
        const [{ proposalRowSchema }, proposals, approvals] = await Promise.all([
          loadRowSchemas(),
          allRows(client, tableOf(proposer, 'proposal'), signal),
          approvalsOf(client, proposer, signal),
        ]);
        const out = new Map<string, LiveProposal>();
        for (const row of proposals) {
          const p = proposalRowSchema.safeParse(row);
          if (!p.success) continue;
          const a = approvals.get(p.data.proposal_name);
          out.set(p.data.proposal_name, {
            name: p.data.proposal_name,
            packedHex: p.data.packed_transaction,
            requested: a?.requested ?? [],
            provided: a?.provided ?? [],
          });
        }
        return out;
      },
      staleTime: 5_000,
    }),
  /** When each account last voided its approvals (`invals`, the contract's own scope). */
  invalidations: (client: NodeClient) =>
    queryOptions({
      queryKey: [...msigQueries.all(client), 'invals'] as const,
      queryFn: async ({ signal }): Promise<Map<string, string>> => {
        const [{ invalidationRowSchema }, rows] = await Promise.all([
          loadRowSchemas(),
          allRows(client, tableOf(MSIG, 'invals'), signal),
        ]);
        const out = new Map<string, string>();
        for (const row of rows) {
          const r = invalidationRowSchema.safeParse(row);
          if (r.success) out.set(r.data.account, r.data.last_invalidation_time);
        }
        return out;
      },
      staleTime: 5_000,
    }),
  /**
   * cyber.msig's own actions as the history source knows them (a service, or the blocks the scan
   * read), newest first, a few pages at most. `revision`: the scan's, 0 for a service.
   */
  actions: (client: NodeClient, source: HistorySource | undefined, revision: number) =>
    queryOptions({
      queryKey: [...msigQueries.all(client), 'actions', source?.id ?? null, revision] as const,
      queryFn: source
        ? async ({ signal }): Promise<MsigActions> => {
            const rows: HistoryAction[] = [];
            let cursor: string | undefined;
            for (let i = 0; i < MAX_HISTORY_PAGES; i++) {
              const page = await source.activity(
                { account: MSIG, contract: MSIG },
                { cursor, limit: HISTORY_PAGE },
                { signal },
              );
              rows.push(...page.rows);
              cursor = page.next;
              if (cursor === undefined) return { rows, complete: true };
            }
            return { rows, complete: false };
          }
        : skipToken,
      staleTime: 5_000,
    }),
};
