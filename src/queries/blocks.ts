import { queryOptions } from '@tanstack/react-query';
import type { NodeClient } from '@/api/node-client';
import { isBlockId } from '@/api/chain-refs';
import { nodeKey } from './keys';

function blockKeyPart(numOrId: string | number): string {
  return isBlockId(numOrId) ? String(numOrId).toLowerCase() : String(numOrId).trim();
}

export const blockQueries = {
  all: (client: NodeClient) => nodeKey(client, 'block'),
  /**
   * A block by number or id. A block id never changes, nor does a number at or below the last
   * irreversible block (pass `isIrreversible`); a newer number can still be re-forked.
   */
  detail: (client: NodeClient, numOrId: string | number, opts: { isIrreversible?: boolean } = {}) =>
    queryOptions({
      queryKey: [...blockQueries.all(client), blockKeyPart(numOrId)] as const,
      queryFn: ({ signal }) => client.getBlock(numOrId, { signal }),
      staleTime: isBlockId(numOrId) || opts.isIrreversible ? Infinity : 0,
    }),
  /** Header state exists only while the block is reversible, so it is never cached for long. */
  headerState: (client: NodeClient, numOrId: string | number) =>
    queryOptions({
      queryKey: [...nodeKey(client, 'block-header-state'), blockKeyPart(numOrId)] as const,
      queryFn: ({ signal }) => client.getBlockHeaderState(numOrId, { signal }),
      staleTime: 0,
    }),
};
