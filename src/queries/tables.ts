import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { NodeClient, TableRows, TableRowsParams } from '@/api/node-client';
import { boundFromRow } from '@/api/table-bounds';
import { nodeKey } from './keys';

export interface InfiniteRowsOptions {
  /**
   * CyberWay: order fields of the index (from the ABI, e.g. `['balance._sym']`), so a page's
   * `next` row is turned into a proper bound. Without them the row is passed back as is.
   */
  indexFields?: readonly string[];
}

/** The lowerBound of the page after `page`, or undefined at the end. */
export function nextLowerBound(page: TableRows, opts: InfiniteRowsOptions = {}): unknown {
  if (!page.more || page.next === null || page.next === undefined || page.next === '') {
    return undefined;
  }
  // EOSIO next_key is already a key; a CyberWay next is a row.
  return typeof page.next === 'string'
    ? page.next
    : boundFromRow(page.next, opts.indexFields ?? []);
}

function paramsKey(params: TableRowsParams) {
  const { code, scope, table, ...rest } = params;
  return [code, scope, table, rest] as const;
}

export const tableQueries = {
  all: (client: NodeClient) => nodeKey(client, 'table'),
  rows: (client: NodeClient, params: TableRowsParams) =>
    queryOptions({
      queryKey: [...tableQueries.all(client), ...paramsKey(params)] as const,
      queryFn: ({ signal }) => client.getTableRows(params, { signal }),
      staleTime: 5_000,
    }),
  /**
   * Pages through a table, each page starting at the previous page's `next` (as the upper bound
   * when `reverse`; real CyberWay nodes are off by one there, so prefer forward paging).
   */
  infiniteRows: (client: NodeClient, params: TableRowsParams, opts: InfiniteRowsOptions = {}) =>
    infiniteQueryOptions({
      queryKey: [...tableQueries.all(client), ...paramsKey(params), 'infinite'] as const,
      // In reverse the listing walks down, so the cursor bounds it from above.
      queryFn: ({ signal, pageParam }) =>
        client.getTableRows(
          params.reverse
            ? { ...params, upperBound: pageParam }
            : { ...params, lowerBound: pageParam },
          { signal },
        ),
      initialPageParam: params.reverse ? params.upperBound : params.lowerBound,
      getNextPageParam: (lastPage) => nextLowerBound(lastPage, opts),
      staleTime: 5_000,
    }),
};
