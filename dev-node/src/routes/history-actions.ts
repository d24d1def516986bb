import type { BlockRecord } from '../chain/blocks.ts';
import type { ActionTrace } from '../chain/ledger/traces.ts';
import type { SimulatedChain } from '../chain/simulated-chain.ts';
import { timePoint } from '../json.ts';

/* Actions as the history service stores and answers them, in the shapes of Hyperion 3.x. */

/** Actions of produced blocks only: the traces of a block being assembled come last. */
export function visibleCount(chain: SimulatedChain): number {
  const store = chain.ledger.traces;
  const head = chain.headNum();
  let n = store.size;
  while (n > 0 && (store.at(n - 1)?.blockNum ?? 0) > head) n--;
  return n;
}

/** cpu/net per transaction of a block, for the first action of each (made on first need). */
const usageCache = new WeakMap<BlockRecord, Map<string, { cpu: number; net: number }>>();
function usageOf(block: BlockRecord, trxId: string): { cpu: number; net: number } | undefined {
  let map = usageCache.get(block);
  if (!map) {
    map = new Map();
    for (const r of block.receipts)
      map.set(typeof r.trx === 'string' ? r.trx : r.trx.id, { cpu: r.cpu, net: r.net });
    usageCache.set(block, map);
  }
  return map.get(trxId);
}

const ASSET = /^(-?\d+(?:\.\d+)?) ([A-Z]{1,7})$/;

/** Hyperion adds `amount` (a number, lossy) and `symbol` beside a transfer's `quantity`. */
function hyperionData(trace: ActionTrace): Record<string, unknown> {
  const data = trace.act.json;
  if (trace.act.name !== 'transfer' || typeof data['quantity'] !== 'string') return data;
  const match = ASSET.exec(data['quantity']);
  return match ? { ...data, amount: Number(match[1]), symbol: match[2] } : data;
}

/**
 * One action as Hyperion stores it. `sequences` picks how the receipts' counters are written:
 * real servers send decimal strings from one endpoint and numbers from another. `signatures`
 * (an optional field) is left out: signing every transaction a page shows would cost seconds.
 */
export function actionJson(
  chain: SimulatedChain,
  trace: ActionTrace,
  sequences: 'string' | 'number',
): Record<string, unknown> {
  const seq = sequences === 'string' ? String : (n: number) => n;
  const block = chain.block(trace.blockNum);
  const time = timePoint(trace.blockMs);
  const first = trace.actionOrdinal === 1;
  const usage = first && block ? usageOf(block, trace.trxId) : undefined;
  return {
    '@timestamp': time,
    timestamp: time,
    block_num: trace.blockNum,
    block_id: block?.id,
    trx_id: trace.trxId,
    act: {
      account: trace.act.account,
      name: trace.act.name,
      authorization: trace.act.authorization,
      data: hyperionData(trace),
    },
    receipts: trace.receipts.map((r) => ({
      receiver: r.receiver,
      global_sequence: seq(r.globalSequence),
      recv_sequence: seq(r.recvSequence),
      auth_sequence: r.authSequence.map(([account, sequence]) => ({
        account,
        sequence: seq(sequence),
      })),
    })),
    global_sequence: trace.receipts[0]?.globalSequence,
    producer: block?.producer,
    action_ordinal: trace.actionOrdinal,
    creator_action_ordinal: trace.creatorActionOrdinal,
    ...(usage ? { cpu_usage_us: usage.cpu, net_usage_words: usage.net } : {}),
  };
}
