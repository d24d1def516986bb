import { infiniteQueryOptions } from '@tanstack/react-query';
import type { NodeClient, TableRowsParams } from '@/api/node-client';
import { nodeKey } from './keys';
import { nextLowerBound } from './tables';

/** Where the page after `cursor` starts: the lower bound going forward, the upper in reverse. */
export function pageParams(params: TableRowsParams, cursor: unknown): TableRowsParams {
  if (cursor === null || cursor === undefined) return params;
  return params.reverse ? { ...params, upperBound: cursor } : { ...params, lowerBound: cursor };
}

/** The first page has no cursor: it starts at the search's own bounds. */
const FIRST_PAGE: unknown = null;

export const tableBrowserQueries = {
  all: (client: NodeClient) => nodeKey(client, 'table-browser'),
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
