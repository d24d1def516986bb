import { slotTime } from '../chain/slots.ts';
import type { SimulatedChain } from '../chain/simulated-chain.ts';
import { jsonType, timePoint } from '../json.ts';
import type { ActionRecord } from '../chain/records.ts';
import { nodeErrors } from '../node-errors.ts';
import { nameParam, objectBody, uintParam } from './params.ts';
import type { RouteTable } from './route-types.ts';

/** The head as the /dev/* controls answer it. */
export function headSummary(chain: SimulatedChain): string {
  const head = chain.head();
  return JSON.stringify({
    block_num: head.num,
    id: head.id,
    timestamp: timePoint(slotTime(head.slot)),
    producer: head.producer,
    last_irreversible_block_num: chain.lib(),
  });
}

/** Largest block /dev/produce_block assembles on request. */
export const MAX_BLOCK_TRANSACTIONS = 10_000;

/** Test controls: never part of the node API, never called by the explorer. */
export const devRoutes: RouteTable = {
  produce_block: (body, chain) => {
    const params = objectBody(body);
    const count = Math.min(Math.max(uintParam(params, 'count', 1), 1), 5000);
    // {"transactions": n}: the next block holds exactly n transfers (a large block on demand).
    const transactions =
      params['transactions'] === undefined
        ? undefined
        : Math.min(uintParam(params, 'transactions', 0), MAX_BLOCK_TRANSACTIONS);
    for (let i = 0; i < count; i++) {
      chain.produceBlock(i === 0 && transactions !== undefined ? { transfers: transactions } : {});
    }
    return headSummary(chain);
  },
  /**
   * {actions: [{account, name, authorization, data}], delay_sec?}: applies a transaction through
   * the same checks as every block's (signed by the keys the node holds), into the next block.
   * Fails with the node's error, changing nothing, when a check fails.
   */
  push_transaction: (body, chain) => {
    const params = objectBody(body);
    const list = params['actions'];
    if (!Array.isArray(list) || list.length === 0)
      throw nodeErrors.badCast(jsonType(list), 'a non-empty array of actions');
    const actions: ActionRecord[] = list.map((item: unknown) => {
      const a = objectBody(item);
      const account = nameParam(a, 'account');
      const name = nameParam(a, 'name');
      const authorization = a['authorization'];
      if (!Array.isArray(authorization))
        throw nodeErrors.badCast(jsonType(authorization), 'array of permission levels');
      const levels = authorization.map((level: unknown) => {
        const l = objectBody(level);
        return { actor: nameParam(l, 'actor'), permission: nameParam(l, 'permission') };
      });
      const data = objectBody(a['data']);
      let packed: string;
      try {
        packed = chain.ledger.encode(account, name, data);
      } catch (e) {
        throw nodeErrors.internal(e instanceof Error ? e.message : String(e));
      }
      return { account, name, authorization: levels, data: packed, json: data };
    });
    const pushed = chain.pushTransaction(actions, uintParam(params, 'delay_sec', 0));
    return JSON.stringify({
      transaction_id: pushed.trx.id,
      status: pushed.status,
      block_num: pushed.blockNum,
      action_traces: pushed.traces.map((t) => ({
        action_ordinal: t.actionOrdinal,
        creator_action_ordinal: t.creatorActionOrdinal,
        account: t.act.account,
        name: t.act.name,
        data: t.act.json,
        receivers: t.receipts.map((r) => r.receiver),
        global_sequence: t.receipts[0]?.globalSequence,
      })),
    });
  },
  /**
   * {at?: height}: the block at that height (default the next) is built unlike a same-seed
   * twin's, so its id and every later id differ from the twin's while earlier ones match.
   */
  fork: (body, chain) => {
    const params = objectBody(body);
    const at = params['at'] === undefined ? undefined : uintParam(params, 'at', 0);
    return JSON.stringify({ fork_at: chain.fork(at), head_block_num: chain.headNum() });
  },
  /** Stops block production (the timer's and produce_block's) until /dev/resume. */
  pause: (body, chain) => {
    objectBody(body);
    chain.paused = true;
    return headSummary(chain);
  },
  resume: (body, chain) => {
    objectBody(body);
    chain.paused = false;
    return headSummary(chain);
  },
  reset: (body, chain) => {
    objectBody(body);
    chain.reset();
    return headSummary(chain);
  },
};
