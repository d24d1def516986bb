import type { Action, Block } from '@/api/node-client';
import { hasPackedTransaction, receiptTransactionId } from '@/api/receipts';
import { isJsonObject, type JsonObject } from '@/api/json-object';
import type { DeferredExecution, HistoryAction } from '@/api/history-model';

/**
 * What a reader of blocks alone can say about who took part in an action. get_block shows the
 * actions a transaction carried (root actions) with their decoded data; it does not show inline
 * actions, notifications or deferred executions' contents, which only a history service knows.
 *
 * An account took part in an action when it is:
 * - the contract (`account`);
 * - an authorization actor;
 * - named in a top-level data field that names accounts in the system and common contracts
 *   (PARTICIPANT_FIELDS: from, to, owner, creator, account, grantor_name, recipient_name, …), or
 *   in the `producers`/`accounts` lists (votes, picks);
 * - the new account of a `newaccount` (its `name` field; elsewhere `name` is a username, domain or
 *   table name, not an account).
 * Only values that are valid account names count, so a hostile string never becomes a "name".
 */
export const PARTICIPANT_FIELDS = [
  'from',
  'to',
  'owner',
  'new_owner',
  'creator',
  'account',
  'payer',
  'receiver',
  'issuer',
  'grantor',
  'grantor_name',
  'recipient',
  'recipient_name',
  'voter',
  'proxy',
  'producer',
  'provider',
  'agent',
  'treasurer',
  'player',
  'user',
] as const;

const PARTICIPANT_LISTS = ['producers', 'accounts'] as const;

const ACCOUNT_NAME = /^(?=.{1,13}$)[a-z1-5.]{0,12}[a-z1-5]$|^[a-z1-5.]{12}[a-j1-5]$/;

/** A valid account name (1–12 of a-z 1-5 and dots, a 13th of a-j 1-5, no trailing dot). */
export function isAccountNameValue(value: unknown): value is string {
  return typeof value === 'string' && ACCOUNT_NAME.test(value) && !value.endsWith('.');
}

/** The accounts that took part in an action, by the rule above, without repeats. */
export function participantsOf(action: {
  contract: string;
  action: string;
  authorization: readonly { actor: string }[];
  data: JsonObject | string;
}): string[] {
  const found = new Set<string>();
  const add = (v: unknown) => {
    if (isAccountNameValue(v)) found.add(v);
  };
  add(action.contract);
  for (const a of action.authorization) add(a.actor);
  const data = action.data;
  if (isJsonObject(data)) {
    for (const field of PARTICIPANT_FIELDS) add(data[field]);
    for (const list of PARTICIPANT_LISTS) {
      const values = data[list];
      if (Array.isArray(values)) values.slice(0, MAX_LIST).forEach(add);
    }
    if (action.action === 'newaccount') add(data['name']);
  }
  return [...found];
}

/** Longest string kept whole in a stored row (a memo, a key); longer ones are cut. */
const MAX_STRING = 256;
/** What is kept of a cut string. */
const KEPT_OF_LONG_STRING = 128;
const MAX_LIST = 32;
const MAX_DEPTH = 4;

interface Compacted {
  value: unknown;
  truncated: boolean;
}

function compactValue(value: unknown, depth: number): Compacted {
  if (typeof value === 'string') {
    return value.length > MAX_STRING
      ? {
          value: `${value.slice(0, KEPT_OF_LONG_STRING)}… (${value.length} characters)`,
          truncated: true,
        }
      : { value, truncated: false };
  }
  if (typeof value !== 'object' || value === null) return { value, truncated: false };
  if (depth >= MAX_DEPTH) return { value: Array.isArray(value) ? '[…]' : '{…}', truncated: true };
  let truncated = false;
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_LIST).map((v) => {
      const c = compactValue(v, depth + 1);
      truncated ||= c.truncated;
      return c.value;
    });
    if (value.length > MAX_LIST) {
      items.push(`… ${value.length - MAX_LIST} more`);
      truncated = true;
    }
    return { value: items, truncated };
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    const c = compactValue(v, depth + 1);
    truncated ||= c.truncated;
    out[k] = c.value;
  }
  return { value: out, truncated };
}

/**
 * Action data small enough to keep by the hundred thousand: long strings (wasm, ABI, huge
 * memos) are cut with their length noted, long lists and deep nesting are summarised.
 */
export function compactData(data: JsonObject | string): {
  data: JsonObject | string;
  truncated: boolean;
} {
  const c = compactValue(data, 0);
  const value = c.value;
  return {
    data: typeof value === 'string' || isJsonObject(value) ? value : {},
    truncated: c.truncated,
  };
}

function rowOf(
  block: Pick<Block, 'block_num' | 'timestamp'>,
  trxId: string,
  status: string,
  action: Action,
  actionIndex: number,
): HistoryAction {
  const compact = compactData(action.data);
  return {
    blockNum: block.block_num,
    timestamp: block.timestamp,
    trxId: trxId.toLowerCase(),
    globalSequence: undefined,
    actionOrdinal: undefined,
    creatorActionOrdinal: undefined,
    actionIndex,
    contract: action.account,
    action: action.name,
    authorization: action.authorization.map(({ actor, permission }) => ({ actor, permission })),
    data: compact.data,
    lossyFields: [],
    dataTruncated: compact.truncated,
    receivers: undefined,
    status,
    source: 'scan',
  };
}

/** What one block holds for history: its actions as rows, and receipts that carry only an id. */
export interface BlockHistory {
  blockNum: number;
  /** Every root action of every transaction, in block order (`trxIndex` is its receipt's index). */
  rows: { row: HistoryAction; trxIndex: number }[];
  executions: DeferredExecution[];
}

/**
 * Reads a block as history rows. A deferred transaction's execution receipt carries only its id
 * (its actions were shown in the block where it was delayed), so it becomes an execution record.
 */
export function readBlockHistory(block: Block): BlockHistory {
  const rows: BlockHistory['rows'] = [];
  const executions: DeferredExecution[] = [];
  block.transactions.forEach((receipt, trxIndex) => {
    if (!hasPackedTransaction(receipt)) {
      executions.push({
        trxId: receiptTransactionId(receipt).toLowerCase(),
        blockNum: block.block_num,
        timestamp: block.timestamp,
        status: receipt.status,
      });
      return;
    }
    const trx = receipt.trx;
    trx.transaction.actions.forEach((action, actionIndex) => {
      rows.push({ row: rowOf(block, trx.id, receipt.status, action, actionIndex), trxIndex });
    });
  });
  return { blockNum: block.block_num, rows, executions };
}
