import { slotTime } from '../chain/blocks.ts';
import type { SimulatedChain } from '../chain/simulated-chain.ts';
import { timePoint } from '../json.ts';
import { objectBody, uintParam } from './params.ts';
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
  reset: (body, chain) => {
    objectBody(body);
    chain.reset();
    return headSummary(chain);
  },
};
