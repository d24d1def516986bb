import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Block } from '@/api/node-client';
import { useNodeClient } from '@/lib/node-store';
import { useLiveBlocks } from '@/lib/use-live-blocks';
import { accountQueries } from '@/queries/accounts';
import { WatchLog, type WatchedAction, type WatchLogSnapshot } from './watched-activity';

/** The newest blocks read when the page opens: the dashboard's feed, so its cache serves them. */
const WATCH_WINDOW = 20;

/**
 * The watched accounts' actions in the blocks the page follows: the newest blocks when it opened,
 * then each new block as the head moves. Blocks come from the same queries as the dashboard's
 * feed (one get_block per block, whatever the number of accounts), and an account's balances are
 * asked again when one of its actions arrives. `onLive` hears each action of a block made after
 * the page opened (what a notification tells).
 */
export function useWatchedActivity(
  head: number | undefined,
  accounts: readonly string[],
  onLive: (action: WatchedAction) => void,
): WatchLogSnapshot {
  const client = useNodeClient();
  const queryClient = useQueryClient();
  const blocks = useLiveBlocks(head, WATCH_WINDOW);
  const [log] = useState(() => new WatchLog());
  // The head when the page opened: actions of later blocks are news.
  const [openedAt] = useState(head);
  const openedRef = useRef(openedAt);
  const onLiveRef = useRef(onLive);
  useEffect(() => {
    onLiveRef.current = onLive;
    openedRef.current ??= head;
  }, [onLive, head]);

  useEffect(() => {
    const held = blocks.flatMap((b): Block[] => (b.block ? [b.block] : []));
    const fresh = log.ingest(held, accounts);
    const opened = openedRef.current;
    for (const action of fresh)
      if (opened !== undefined && action.row.blockNum > opened) onLiveRef.current(action);
    for (const account of new Set(fresh.map((a) => a.account)))
      void queryClient.invalidateQueries({
        queryKey: [...accountQueries.all(client), account, 'balances'],
      });
  }, [blocks, accounts, log, client, queryClient]);

  return useSyncExternalStore(log.subscribe, log.snapshot, log.snapshot);
}
