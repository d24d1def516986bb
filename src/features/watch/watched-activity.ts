import type { Block } from '@/api/node-client';
import type { HistoryAction } from '@/api/history-model';
import { isJsonObject } from '@/api/json-object';
import { participantsOf, readBlockHistory } from '@/history/block-rows';

/** What an action of a watched account is to its owner: what a notification is for. */
export type WatchedKind = 'incoming-transfer' | 'permission-change' | 'other';

export interface WatchedAction {
  /** Unique over a page's life: block, transaction and the action's place in it. */
  key: string;
  account: string;
  kind: WatchedKind;
  row: HistoryAction;
}

const PERMISSION_ACTIONS = new Set(['updateauth', 'deleteauth', 'linkauth', 'unlinkauth']);

function kindOf(row: HistoryAction, account: string): WatchedKind {
  const data = isJsonObject(row.data) ? row.data : {};
  if (row.action === 'transfer' && data['to'] === account && data['from'] !== account)
    return 'incoming-transfer';
  if (PERMISSION_ACTIONS.has(row.action) && data['account'] === account) return 'permission-change';
  return 'other';
}

/**
 * The actions of a block that concern the watched accounts, one per account it concerns: taking
 * part as get_block shows it (block-rows.ts: the contract, an actor, or named in the data).
 */
export function watchedActionsOf(block: Block, accounts: ReadonlySet<string>): WatchedAction[] {
  const out: WatchedAction[] = [];
  for (const { row, trxIndex } of readBlockHistory(block).rows) {
    for (const account of participantsOf(row)) {
      if (!accounts.has(account)) continue;
      out.push({
        key: `${row.blockNum}:${trxIndex}:${row.actionIndex ?? 0}:${account}`,
        account,
        kind: kindOf(row, account),
        row,
      });
    }
  }
  return out;
}

/** Actions kept, newest first: a busy account does not grow the page's memory. */
const KEPT = 500;

export interface WatchLogSnapshot {
  /** Newest first. */
  actions: readonly WatchedAction[];
  /** The oldest and newest blocks read, once one is. */
  fromBlock: number | undefined;
  toBlock: number | undefined;
}

/**
 * What a /watch page has seen of its accounts: each block read once per list of accounts (a new
 * star reads the blocks at hand again), its actions kept across the blocks that leave the live
 * window. A store of its own (subscribe/snapshot) the page renders from.
 */
export class WatchLog {
  private list = '';
  private readBlocks = new Set<number>();
  private state: WatchLogSnapshot = { actions: [], fromBlock: undefined, toBlock: undefined };
  private listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  readonly snapshot = () => this.state;

  /** Reads the blocks not read yet for `accounts`; returns the actions found in them. */
  ingest(blocks: readonly Block[], accounts: readonly string[]): WatchedAction[] {
    const list = accounts.join(',');
    if (list !== this.list) {
      this.list = list;
      this.readBlocks = new Set();
    }
    const watchedSet = new Set(accounts);
    const found: WatchedAction[] = [];
    let { fromBlock, toBlock } = this.state;
    for (const block of blocks) {
      const n = block.block_num;
      fromBlock = Math.min(fromBlock ?? n, n);
      toBlock = Math.max(toBlock ?? n, n);
      if (this.readBlocks.has(n)) continue;
      this.readBlocks.add(n);
      found.push(...watchedActionsOf(block, watchedSet));
    }
    const known = new Set(this.state.actions.map((a) => a.key));
    const fresh = found.filter((a) => !known.has(a.key));
    const kept = this.state.actions.filter((a) => watchedSet.has(a.account));
    if (
      fresh.length === 0 &&
      kept.length === this.state.actions.length &&
      fromBlock === this.state.fromBlock &&
      toBlock === this.state.toBlock
    )
      return [];
    const actions = [...fresh, ...kept]
      .sort((a, b) => b.row.blockNum - a.row.blockNum)
      .slice(0, KEPT);
    this.state = { actions, fromBlock, toBlock };
    for (const listener of this.listeners) listener();
    return fresh;
  }
}
