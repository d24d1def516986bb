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

/** Test controls: never part of the node API, never called by the explorer. */
export const devRoutes: RouteTable = {
  produce_block: (body, chain) => {
    const count = Math.min(Math.max(uintParam(objectBody(body), 'count', 1), 1), 5000);
    for (let i = 0; i < count; i++) chain.produceBlock();
    return headSummary(chain);
  },
  reset: (body, chain) => {
    objectBody(body);
    chain.reset();
    return headSummary(chain);
  },
};
