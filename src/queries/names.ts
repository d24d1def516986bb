import { queryOptions } from '@tanstack/react-query';
import type { NodeClient, TableRow } from '@/api/node-client';
import { nodeKey } from './keys';
import { nextLowerBound } from './tables';

/** The contract whose tables hold CyberWay's domains and usernames. */
const DOMAIN_CONTRACT = 'cyber.domain';
/** Domains read at once: the whole table on the chains seen so far (the dev node has ~80). */
export const DOMAIN_LIMIT = 500;
/** Usernames of one account read at once. */
export const USERNAME_LIMIT = 100;

export interface DomainRow {
  name: string;
  /** The account the domain resolves to; `""` when unlinked. */
  linkedTo: string;
}

export interface UsernameRow {
  name: string;
  /** The account in whose scope the username is registered (a domain linked to it names it). */
  scope: string;
}

export interface Listing<T> {
  rows: T[];
  /** The limit stopped the listing: more rows exist. */
  more: boolean;
}

function text(row: TableRow, field: string): string {
  if (typeof row !== 'object') return '';
  const value = row[field];
  return typeof value === 'string' ? value : '';
}

/** Rows asked per page of the username and domain tables (a node's cap is 1000). */
const LISTING_PAGE = 1000;

/** Every row's `field` of a cyber.domain table, page after page (CyberWay's `next` row). */
async function everyValue(
  client: NodeClient,
  table: string,
  field: string,
  signal: AbortSignal,
): Promise<string[]> {
  const values: string[] = [];
  let lowerBound: unknown;
  for (;;) {
    const page = await client.getTableRows(
      {
        code: DOMAIN_CONTRACT,
        scope: DOMAIN_CONTRACT,
        table,
        limit: LISTING_PAGE,
        ...(lowerBound === undefined ? {} : { lowerBound }),
      },
      { signal },
    );
    for (const row of page.rows) values.push(text(row, field));
    lowerBound = nextLowerBound(page);
    if (lowerBound === undefined || page.rows.length === 0) return values;
  }
}

export const nameQueries = {
  all: (client: NodeClient) => nodeKey(client, 'names'),
  /** Resolves domains and usernames; one answer per name, in order. */
  resolve: (client: NodeClient, names: readonly string[]) =>
    queryOptions({
      queryKey: [...nameQueries.all(client), ...names] as const,
      queryFn: ({ signal }) => client.resolveNames([...names], { signal }),
      staleTime: 30_000,
    }),
  /**
   * Every domain and the account it is linked to, from cyber.domain's `domain` table. The node has
   * no index by linked account, so the table is read whole (it is small), once for all accounts.
   */
  domains: (client: NodeClient) =>
    queryOptions({
      queryKey: [...nameQueries.all(client), 'domain-table'] as const,
      queryFn: async ({ signal }): Promise<Listing<DomainRow>> => {
        const page = await client.getTableRows(
          { code: DOMAIN_CONTRACT, scope: DOMAIN_CONTRACT, table: 'domain', limit: DOMAIN_LIMIT },
          { signal },
        );
        return {
          rows: page.rows.map((r) => ({ name: text(r, 'name'), linkedTo: text(r, 'linked_to') })),
          more: page.more,
        };
      },
      staleTime: 5 * 60_000,
    }),
  /**
   * The usernames an account owns, by the `username` table's owner index: an exact listing, where
   * resolve_names could only be asked about guessed names (and fails, 500, on each unknown one).
   */
  usernamesOf: (client: NodeClient, account: string) =>
    queryOptions({
      queryKey: [...nameQueries.all(client), 'owned-by', account] as const,
      queryFn: async ({ signal }): Promise<Listing<UsernameRow>> => {
        const page = await client.getTableRows(
          {
            code: DOMAIN_CONTRACT,
            scope: DOMAIN_CONTRACT,
            table: 'username',
            index: 'byowner',
            lowerBound: { owner: account },
            upperBound: { owner: account },
            limit: USERNAME_LIMIT,
          },
          { signal },
        );
        return {
          // The registering account is `creator` in the dev node's rows, `scope` in CyberWay's
          // username_object.
          rows: page.rows.map((r) => ({
            name: text(r, 'name'),
            scope: text(r, 'scope') || text(r, 'creator'),
          })),
          more: page.more,
        };
      },
      staleTime: 30_000,
    }),
  /**
   * The accounts this explorer can list: a node cannot list its accounts, but cyber.domain's
   * tables name every account that owns a username or has a domain linked to it, once each.
   */
  listableAccounts: (client: NodeClient) =>
    queryOptions({
      queryKey: [...nameQueries.all(client), 'listable-accounts'] as const,
      queryFn: async ({ signal }): Promise<string[]> => {
        const owners = await everyValue(client, 'username', 'owner', signal);
        const linked = await everyValue(client, 'domain', 'linked_to', signal);
        return [...new Set([...owners, ...linked])].filter((name) => name !== '');
      },
      staleTime: 5 * 60_000,
      retry: false,
    }),
};
