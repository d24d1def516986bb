import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { NodeClient, TableRowsParams } from '@/api/node-client';
import { nodeKey } from './keys';
import { nextLowerBound } from './tables';

/** Where the page after `cursor` starts: the lower bound going forward, the upper in reverse. */
export function pageParams(params: TableRowsParams, cursor: unknown): TableRowsParams {
  if (cursor === null || cursor === undefined) return params;
  return params.reverse ? { ...params, upperBound: cursor } : { ...params, lowerBound: cursor };
}

export interface ScopeProbe {
  code: string;
  table: string;
  /** Scopes to try, in order. */
  candidates: readonly string[];
  /** The core token (contract, symbol code), whose issuer is the last scope tried. */
  token: { contract: string; symbol: string };
}

/** The first page has no cursor: it starts at the search's own bounds. */
const FIRST_PAGE: unknown = null;

export const tableBrowserQueries = {
  all: (client: NodeClient) => nodeKey(client, 'table-browser'),
  /**
   * The first of `candidates` in whose scope `table` has a row, then the issuer of `token` (an
   * account that holds tokens, so has rows in a token contract's scopes); null when none has.
   * A node cannot list a table's scopes (CyberWay has no get_table_by_scope), so the table
   * browser's default scope is found by asking. A failed probe counts as no rows.
   */
  scopeWithRows: (client: NodeClient, { code, table, candidates, token }: ScopeProbe) =>
    queryOptions({
      queryKey: [
        ...tableBrowserQueries.all(client),
        code,
        table,
        'scope-with-rows',
        candidates,
        token,
      ] as const,
      queryFn: async ({ signal }): Promise<string | null> => {
        const hasRows = (scope: string) =>
          client.getTableRows({ code, scope, table, limit: 1 }, { signal }).then(
            (page) => page.rows.length > 0,
            () => false,
          );
        for (const scope of candidates) if (await hasRows(scope)) return scope;
        const stats = await client
          .getCurrencyStats(token.contract, token.symbol, { signal })
          .catch(() => null);
        const issuer = stats?.issuer;
        return issuer && !candidates.includes(issuer) && (await hasRows(issuer)) ? issuer : null;
      },
      staleTime: 60_000,
    }),
  /**
   * The table browser's pages. Each page continues at the previous page's `next` (CyberWay: the
   * first row not returned, turned into a bound of the index's fields; EOSIO: next_key): as the
   * lower bound going forward and as the upper bound in reverse, so no row is skipped or repeated.
   * Loaded pages are kept until the person reloads: refetching thousands of rows is not free.
   */
  pages: (client: NodeClient, params: TableRowsParams, indexFields: readonly string[]) =>
    infiniteQueryOptions({
      queryKey: [
        ...tableBrowserQueries.all(client),
        params.code,
        params.table,
        params,
        indexFields,
      ] as const,
      queryFn: ({ signal, pageParam }) =>
        client.getTableRows(pageParams(params, pageParam), { signal }),
      initialPageParam: FIRST_PAGE,
      getNextPageParam: (lastPage) => nextLowerBound(lastPage, { indexFields }),
      staleTime: Infinity,
    }),
};
