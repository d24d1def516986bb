import type { QueryClient } from '@tanstack/react-query';
import type { NodeClient } from '@/api/node-client';
import { accountQueries } from '@/queries/accounts';
import { isSameKey, type TypedPublicKey } from './public-key';

/** get_account calls in flight at once: enough to keep a node busy, few enough to share it. */
const PARALLEL = 4;

export interface KeyScanProgress {
  /** Accounts whose permissions were read (or could not be). */
  read: number;
  /** Accounts to read. */
  total: number;
  /** Accounts whose permissions list the key, in the listing's order. */
  found: string[];
  /** Accounts whose get_account failed: the key may be there unseen. */
  failed: string[];
}

/**
 * Reads each account's permissions (get_account, through the query cache, so the holders' table
 * drawn afterwards asks nothing again) and reports every account that lists the key. Stops,
 * rejecting with the signal's reason, when `signal` aborts.
 */
export async function scanAccountsForKey(
  queryClient: QueryClient,
  client: NodeClient,
  accounts: readonly string[],
  key: TypedPublicKey,
  signal: AbortSignal,
  onProgress: (progress: KeyScanProgress) => void,
): Promise<KeyScanProgress> {
  const holds = new Set<string>();
  const failed: string[] = [];
  let read = 0;
  let next = 0;
  const report = (): KeyScanProgress => ({
    read,
    total: accounts.length,
    found: accounts.filter((a) => holds.has(a)),
    failed: [...failed],
  });
  const worker = async () => {
    while (next < accounts.length) {
      signal.throwIfAborted();
      const account = accounts[next++] ?? '';
      try {
        const answer = await queryClient.fetchQuery(accountQueries.detail(client, account));
        const listed = answer.permissions.some((p) =>
          p.required_auth.keys.some((k) => isSameKey(k.key, key)),
        );
        if (listed) holds.add(account);
      } catch (error) {
        signal.throwIfAborted();
        if (!(error instanceof Error)) throw error;
        failed.push(account);
      }
      // The others' answers still arriving after a cancel are not progress to report.
      if (signal.aborted) return;
      read += 1;
      onProgress(report());
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  signal.throwIfAborted();
  return report();
}
