import type { NodeClient } from '@/api/node-client';

/**
 * Every query key starts with the node's URL: the URL is a dependency of every queryFn, so
 * switching nodes can never serve another chain's cached answers, and one node's cache can be
 * dropped with `removeQueries({ queryKey: [url] })`.
 */
export function nodeKey<const P extends readonly unknown[]>(
  client: Pick<NodeClient, 'baseUrl'>,
  ...parts: P
): readonly [string, ...P] {
  return [client.baseUrl, ...parts] as const;
}
