import { formatAsset } from '../dev-node/src/chain/assets.ts';
import type { SimulatedChain } from '../dev-node/src/chain/simulated-chain.ts';
import { DICE, NOTABLE_BLOCKS } from '../dev-node/src/fixtures.ts';
import { timePointSec } from '../dev-node/src/json.ts';
import { createDevNode, type DevNode } from '../dev-node/src/server.ts';
import { BENCH_NODE_PORT, BENCH_SEED } from './config.ts';

export interface BenchNode {
  node: DevNode;
  url: string;
  /** A history block with a few transactions, the same every run (NOTABLE_BLOCKS transfer). */
  blockNum: number;
  /** Produces one block now (the node runs --manual). */
  produce(count?: number): Promise<number>;
  /** Produces a block every `intervalMs` until the returned stop() is called. */
  startProducing(intervalMs: number): () => void;
  close(): Promise<void>;
}

/** The bench's dev node: in-process, --manual, fixed seed, on the bench port. */
export async function startBenchNode(): Promise<BenchNode> {
  const node = await createDevNode({ port: BENCH_NODE_PORT, seed: BENCH_SEED, manual: true });
  const produce = async (count = 1) => {
    const res = await fetch(`${node.url}/dev/produce_block`, {
      method: 'POST',
      body: JSON.stringify({ count }),
    });
    if (!res.ok) throw new Error(`produce_block answered ${res.status}`);
    const head = (await res.json()) as { block_num: number };
    return head.block_num;
  };
  return {
    node,
    url: node.url,
    blockNum: NOTABLE_BLOCKS.transfer,
    produce,
    startProducing(intervalMs) {
      const timer = setInterval(() => {
        void produce().catch(() => undefined);
      }, intervalMs);
      return () => clearInterval(timer);
    },
    close: () => node.close(),
  };
}

/** Receipts of a block (to check that a large block really is large). */
export function receiptCount(chain: SimulatedChain, num: number): number {
  return chain.block(num)?.receipts.length ?? 0;
}

/** A block of `count` plain transfers (and any delayed ones falling due) at the head. */
export async function produceLargeBlock(
  bench: BenchNode,
  count: number,
): Promise<{ num: number; id: string; via: 'dev-route' }> {
  const res = await fetch(`${bench.url}/dev/produce_block`, {
    method: 'POST',
    body: JSON.stringify({ transactions: count }),
  });
  if (!res.ok) throw new Error(`/dev/produce_block answered ${res.status}: ${await res.text()}`);
  const head = (await res.json()) as { block_num: number; id: string };
  const receipts = receiptCount(bench.node.chain, head.block_num);
  // Delayed transactions that fall due in the same block execute in it too.
  if (receipts < count) throw new Error(`block ${head.block_num} has ${receipts} transactions`);
  return { num: head.block_num, id: head.id, via: 'dev-route' };
}

/**
 * Grows `dice/bets` (5,000 seeded rows) to at least `total` rows with more bets in the same shape,
 * deterministically (row i is the same every run), so the table browser can load 10,000 rows.
 */
export function growBetsTable(chain: SimulatedChain, total: number): number {
  const bets = chain.state.tables.require(DICE.account, 'bets');
  const existing = bets.rows(DICE.scope);
  const lastId = Number(existing[existing.length - 1]?.data['id'] ?? 0);
  const users = chain.state.users;
  const baseSec = Math.floor(chain.headTimeMs() / 1000) - 86_400;
  const rows = [];
  for (let id = lastId + 1; id <= Math.max(lastId, total); id++) {
    const player =
      id % 7 === 0 ? 'alice' : (users[(id * 31) % Math.min(users.length, 2000)] ?? 'bob');
    const units = (1 + ((id * 37) % 400)) * 2_500;
    const rollUnder = 2 + ((id * 13) % 95);
    const roll = 1 + ((id * 53) % 100);
    const payout = roll < rollUnder ? Math.floor((units * 98) / (rollUnder - 1) / 100) * 100 : 0;
    rows.push(
      bets.makeRow(
        {
          id,
          player,
          amount: formatAsset(units, '4,CYBER'),
          roll_under: rollUnder,
          roll,
          payout: formatAsset(payout, '4,CYBER'),
          placed: timePointSec(baseSec + Math.floor(id / 3)),
          memo: id % 13 === 0 ? 'good luck' : '',
        },
        player,
      ),
    );
  }
  if (rows.length > 0) bets.load(DICE.scope, rows);
  chain.version++;
  return bets.rows(DICE.scope).length;
}
