import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { NodeClient } from '@/api/node-client';
import type { HoldersReader } from '@/history/token-holders/holders-reader';
import { holdersReader } from '@/history/token-holders/holders-readers';
import { nodeKey } from './keys';

/** Holders a page of the list reads from the store. */
export const HOLDERS_PAGE = 100;

/**
 * A token's holders as this browser has read them (IndexedDB): nothing here asks the node.
 * `revision` moves as a run keeps more, so the list and the summary follow it.
 */
export const holdersQueries = {
  reader: (client: NodeClient, code: string, symbol: string) =>
    queryOptions({
      queryKey: nodeKey(client, 'holders', code, symbol, 'reader'),
      queryFn: () => holdersReader(client, code, symbol),
      staleTime: Infinity,
      gcTime: Infinity,
      retry: false,
    }),
  summary: (client: NodeClient, reader: HoldersReader, revision: number) =>
    queryOptions({
      queryKey: nodeKey(client, 'holders', reader.token, 'summary', revision),
      queryFn: () => reader.summary(),
      // What was read stays on screen while the next revision is read (never "0 holders").
      placeholderData: keepPreviousData,
      staleTime: Infinity,
      // A run moves the revision every second: the ones it left behind go at once.
      gcTime: 5_000,
      retry: false,
    }),
  list: (client: NodeClient, reader: HoldersReader, revision: number) =>
    infiniteQueryOptions({
      queryKey: nodeKey(client, 'holders', reader.token, 'list', revision),
      queryFn: ({ pageParam }) => reader.page(HOLDERS_PAGE, pageParam),
      initialPageParam: undefined as [string, string] | undefined,
      getNextPageParam: (last) => last.next,
      placeholderData: keepPreviousData,
      staleTime: Infinity,
      gcTime: 5_000,
      retry: false,
    }),
};
