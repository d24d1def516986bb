import { queryOptions } from '@tanstack/react-query';
import type { NodeClient, TableRowsParams } from '@/api/node-client';
import { retryableImport } from '@/api/retryable-import';
import type { StakeGrantRow } from '@/api/schemas/stake';
import { boundFromRow } from '@/api/table-bounds';
import { nodeKey } from './keys';

/*
 * cyber.stake's rows about one account: its agent row, its grants both ways, its candidate row
 * and its claimable provisions. Every table is in the contract's own scope and keyed by
 * (token_code, …) in its `bykey` index.
 */

const STAKE = 'cyber.stake';
/** The largest account name: the upper bound of a name range. */
const LAST_NAME = 'zzzzzzzzzzzzj';
/** Reads at most when scanning every grant for the ones to an account (no index by recipient). */
const GRANT_READS = 5;
const GRANT_PAGE = 1000;
const STALE_MS = 15_000;

/** `4,CYBER` → `CYBER`. */
const codeOf = (symbol: string) => symbol.slice(symbol.indexOf(',') + 1);

/** The rows' schemas load with the first read (zod stays off the pages' own code). */
const loadSchemas = retryableImport(() => import('@/api/schemas/stake'));

const rows = (table: string, lowerBound: unknown, upperBound: unknown, limit = 100) =>
  ({
    code: STAKE,
    scope: STAKE,
    table,
    index: 'bykey',
    lowerBound,
    upperBound,
    limit,
  }) satisfies TableRowsParams;

type RowSchema<T> = { safeParse: (v: unknown) => { success: boolean; data?: T } };

function parseRows<T>(schema: RowSchema<T>, list: readonly unknown[]): T[] {
  const out: T[] = [];
  for (const row of list) {
    const parsed = schema.safeParse(row);
    if (parsed.success && parsed.data !== undefined) out.push(parsed.data);
  }
  return out;
}

/** The rows of a (token_code, grantor_name, recipient_name) table that one grantor holds. */
async function byGrantor<T extends { grantor_name: string }>(
  client: NodeClient,
  table: string,
  grantor: string,
  symbol: string,
  signal: AbortSignal,
  loadSchema: () => Promise<RowSchema<T>>,
): Promise<T[]> {
  const schema = await loadSchema();
  const code = codeOf(symbol);
  const page = await client.getTableRows(
    rows(
      table,
      { token_code: code, grantor_name: grantor, recipient_name: '' },
      { token_code: code, grantor_name: grantor, recipient_name: LAST_NAME },
    ),
    { signal },
  );
  return parseRows(schema, page.rows).filter((r) => r.grantor_name === grantor);
}

export interface GrantsTo {
  grants: StakeGrantRow[];
  /** False when the reads stopped before the end of the table: there may be more. */
  complete: boolean;
}

export const stakeQueries = {
  all: (client: NodeClient) => nodeKey(client, 'stake'),
  /** The account's agent row, or null when it is not an agent of the token. */
  agent: (client: NodeClient, account: string, symbol: string) =>
    queryOptions({
      queryKey: [...stakeQueries.all(client), 'agent', account, symbol] as const,
      queryFn: async ({ signal }) => {
        const key = { token_code: codeOf(symbol), account };
        const page = await client.getTableRows(rows('stake.agent', key, key, 1), { signal });
        return (
          parseRows((await loadSchemas()).stakeAgentRowSchema, page.rows).find(
            (a) => a.account === account,
          ) ?? null
        );
      },
      staleTime: STALE_MS,
    }),
  /** The account's candidate row (a validator's votes and key), or null. */
  candidate: (client: NodeClient, account: string, symbol: string) =>
    queryOptions({
      queryKey: [...stakeQueries.all(client), 'candidate', account, symbol] as const,
      queryFn: async ({ signal }) => {
        const key = { token_code: codeOf(symbol), account };
        const page = await client.getTableRows(rows('stake.cand', key, key, 1), { signal });
        return (
          parseRows((await loadSchemas()).stakeCandidateRowSchema, page.rows).find(
            (c) => c.account === account,
          ) ?? null
        );
      },
      staleTime: STALE_MS,
    }),
  /** The grants the account gave, by recipient. */
  grantsFrom: (client: NodeClient, grantor: string, symbol: string) =>
    queryOptions({
      queryKey: [...stakeQueries.all(client), 'grants-from', grantor, symbol] as const,
      queryFn: ({ signal }) =>
        byGrantor(
          client,
          'stake.grant',
          grantor,
          symbol,
          signal,
          async () => (await loadSchemas()).stakeGrantRowSchema,
        ),
      staleTime: STALE_MS,
    }),
  /**
   * The grants made to the account. The table has no index by recipient, so its rows are read
   * in a few pages and filtered; `complete` says whether every row was seen.
   */
  grantsTo: (client: NodeClient, recipient: string, symbol: string) =>
    queryOptions({
      queryKey: [...stakeQueries.all(client), 'grants-to', recipient, symbol] as const,
      queryFn: async ({ signal }): Promise<GrantsTo> => {
        const code = codeOf(symbol);
        const found: StakeGrantRow[] = [];
        const order = ['token_code', 'grantor_name', 'recipient_name'];
        let from: unknown = { token_code: code, grantor_name: '', recipient_name: '' };
        const to = { token_code: code, grantor_name: LAST_NAME, recipient_name: LAST_NAME };
        for (let i = 0; i < GRANT_READS; i++) {
          const page = await client.getTableRows(rows('stake.grant', from, to, GRANT_PAGE), {
            signal,
          });
          for (const g of parseRows((await loadSchemas()).stakeGrantRowSchema, page.rows))
            if (g.recipient_name === recipient) found.push(g);
          if (!page.more || typeof page.next !== 'object' || page.next === null) {
            return { grants: found, complete: true };
          }
          from = boundFromRow(page.next, order);
        }
        return { grants: found, complete: false };
      },
      staleTime: STALE_MS,
    }),
  /** Provided stake the account took back (recalluse), claimable from each row's date. */
  payouts: (client: NodeClient, grantor: string, symbol: string) =>
    queryOptions({
      queryKey: [...stakeQueries.all(client), 'payouts', grantor, symbol] as const,
      queryFn: ({ signal }) =>
        byGrantor(
          client,
          'provpayout',
          grantor,
          symbol,
          signal,
          async () => (await loadSchemas()).stakePayoutRowSchema,
        ),
      staleTime: STALE_MS,
    }),
};
