import { queryOptions } from '@tanstack/react-query';
import { HistoryHttpError } from '@/api/history-errors';
import type { NodeClient } from '@/api/node-client';
import { NodeHttpError } from '@/api/node-errors';
import { retryableImport } from '@/api/retryable-import';
import { nodeKey } from './keys';

/** Where the accounts holding a key can be read, in the order they are tried. */
export type KeySource = 'history-service' | 'node-history' | 'node-leap';

/** What one source said. */
export type KeyAttempt =
  | { source: KeySource; outcome: 'answered'; accounts: string[] }
  /** No history service is in use (Settings or the visit's link turned it off). */
  | { source: KeySource; outcome: 'not-configured' }
  /** The path is unknown there (404): the plugin or the Leap version is not there. */
  | { source: KeySource; outcome: 'not-offered' }
  | { source: KeySource; outcome: 'failed'; message: string };

export interface KeyAccounts {
  /** The first source that answered, or null when none did. */
  answer: { source: KeySource; accounts: string[] } | null;
  /** Every source asked, in order, up to the one that answered. */
  attempts: KeyAttempt[];
}

const loadHistoryClient = retryableImport(() => import('@/api/history-client'));

function failure(source: KeySource, error: unknown): KeyAttempt {
  const status =
    error instanceof NodeHttpError || error instanceof HistoryHttpError ? error.status : null;
  if (status === 404) return { source, outcome: 'not-offered' };
  return {
    source,
    outcome: 'failed',
    message: error instanceof Error ? error.message : String(error),
  };
}

async function ask(
  source: KeySource,
  read: () => Promise<string[]>,
  signal: AbortSignal,
): Promise<KeyAttempt> {
  try {
    return { source, outcome: 'answered', accounts: await read() };
  } catch (error) {
    // Leaving the page is not a source failing.
    if (signal.aborted) throw error;
    return failure(source, error);
  }
}

/**
 * The accounts holding `publicKey` (PUB_K1_…), from the first source that answers: the history
 * service's state index, the node's history plugin (CyberWay), then Leap's
 * get_accounts_by_authorizers. An empty list is an answer: the source knows every key.
 */
async function findKeyAccounts(
  client: NodeClient,
  historyUrl: string | null,
  timeoutMs: number | undefined,
  publicKey: string,
  signal: AbortSignal,
): Promise<KeyAccounts> {
  const attempts: KeyAttempt[] = [];
  const sources: [KeySource, (() => Promise<string[]>) | null][] = [
    [
      'history-service',
      historyUrl === null
        ? null
        : async () => {
            const { createHistoryClient } = await loadHistoryClient();
            const history = createHistoryClient({
              baseUrl: historyUrl,
              ...(timeoutMs !== undefined ? { timeoutMs } : {}),
            });
            return history.getKeyAccounts(publicKey, { signal });
          },
    ],
    ['node-history', () => client.getKeyAccounts(publicKey, { signal })],
    ['node-leap', () => client.getAccountsByAuthorizers([publicKey], { signal })],
  ];
  for (const [source, read] of sources) {
    const attempt = read
      ? await ask(source, read, signal)
      : { source, outcome: 'not-configured' as const };
    attempts.push(attempt);
    if (attempt.outcome === 'answered')
      return { answer: { source, accounts: attempt.accounts }, attempts };
  }
  return { answer: null, attempts };
}

export const keyAccountQueries = {
  holders: (
    client: NodeClient,
    historyUrl: string | null,
    timeoutMs: number | undefined,
    publicKey: string,
  ) =>
    queryOptions({
      queryKey: nodeKey(client, 'key-accounts', historyUrl ?? 'none', timeoutMs ?? null, publicKey),
      queryFn: ({ signal }) => findKeyAccounts(client, historyUrl, timeoutMs, publicKey, signal),
      staleTime: 30_000,
      // Each source's failure is part of the answer, said on the page; asking again is the
      // person's choice.
      retry: false,
    }),
};
