import { blockJsonBuffer, producerSignature, scheduleHash } from '../chain/block-json.ts';
import { blockHeader, scheduleJson, type BlockRecord } from '../chain/blocks.ts';
import { incrementalMerkle } from '../chain/merkle.ts';
import type { SimulatedChain } from '../chain/simulated-chain.ts';
import { slotTime } from '../chain/slots.ts';
import { timePoint } from '../json.ts';
import { nodeErrors } from '../node-errors.ts';
import { objectBody } from './params.ts';
import type { RouteTable } from './route-types.ts';

const SERVER_VERSION = 'de7e1e00';
const SERVER_VERSION_STRING = 'v2.1.1-dev-node';

/** get_info's answer per chain, serialized once per head block (or reset). */
const infoCache = new WeakMap<SimulatedChain, { version: number; json: Buffer }>();

function getInfo(chain: SimulatedChain): Buffer {
  const cached = infoCache.get(chain);
  if (cached?.version === chain.version) return cached.json;
  const head = chain.head();
  const lib = chain.block(chain.lib()) ?? head;
  const json = Buffer.from(
    JSON.stringify({
      server_version: SERVER_VERSION,
      chain_id: chain.chainId.toString('hex'),
      head_block_num: head.num,
      last_irreversible_block_num: lib.num,
      last_irreversible_block_id: lib.id,
      head_block_id: head.id,
      head_block_time: timePoint(slotTime(head.slot)),
      head_block_producer: head.producer,
      virtual_block_cpu_limit: 1_400_000_000,
      virtual_block_net_limit: 1_048_576_000,
      block_cpu_limit: 1_399_900,
      block_net_limit: 1_048_576,
      server_version_string: SERVER_VERSION_STRING,
    }),
  );
  infoCache.set(chain, { version: chain.version, json });
  return json;
}

/** `block_num_or_id`: a 64-hex id first, then a number; as a string or a JSON number. */
function findBlock(chain: SimulatedChain, body: unknown, method: string): BlockRecord {
  const p = objectBody(body);
  const raw = p['block_num_or_id'];
  if (raw !== undefined && raw !== null && typeof raw !== 'string' && typeof raw !== 'number') {
    throw nodeErrors.badCast(
      Array.isArray(raw) ? 'array_type' : typeof raw === 'boolean' ? 'bool_type' : 'object_type',
      'string',
    );
  }
  const arg = raw === undefined || raw === null ? '' : String(raw);
  if (arg.length === 0 || arg.length > 64) {
    throw nodeErrors.invalidBlockId(
      'Invalid Block number or ID, must be greater than 0 and less than 64 characters',
    );
  }
  let block: BlockRecord | undefined;
  if (/^[0-9a-fA-F]{64}$/.test(arg)) block = chain.blockById(arg);
  else if (/^\d+$/.test(arg)) block = chain.block(Number(arg));
  else throw nodeErrors.invalidBlockId(`Invalid block ID: ${arg}`);
  if (!block) {
    throw method === 'get_block'
      ? nodeErrors.unknownBlock(`Could not find block: ${arg}`)
      : nodeErrors.unknownBlock(`Could not find reversible block: ${arg}`, method);
  }
  return block;
}

const merkleCache = new Map<string, { activeNodes: string[]; nodeCount: number }>();

function blockHeaderState(chain: SimulatedChain, block: BlockRecord): string {
  const n = block.num;
  const keys = chain.keys;
  const active = chain.schedule.active(n);
  const pending = chain.schedule.pending(n);
  const lastProduced: [string, number][] = [];
  for (const producer of active.producers) {
    let last = 0;
    for (let k = n; k > Math.max(0, n - 4 * active.producers.length); k--) {
      if (chain.block(k)?.producer === producer) {
        last = k;
        break;
      }
    }
    lastProduced.push([producer, last]);
  }
  let merkle = merkleCache.get(block.id);
  if (!merkle) {
    merkle = incrementalMerkle(chain.blockIds(n - 1));
    if (merkleCache.size > 200) merkleCache.clear();
    merkleCache.set(block.id, merkle);
  }
  const lib = chain.lib();
  const header: Record<string, unknown> = {
    ...blockHeader(block),
    producer_signature: producerSignature(chain.ctx, block),
  };
  // Plain reflection here: an empty new_producers is left out (get_block writes null instead).
  if (!block.newProducers) delete header['new_producers'];
  return JSON.stringify({
    id: block.id,
    block_num: n,
    header,
    dpos_proposed_irreversible_blocknum: Math.min(n, lib + 21),
    dpos_irreversible_blocknum: lib,
    bft_irreversible_blocknum: 0,
    pending_schedule_lib_num: chain.schedule.pendingBlockOf(n),
    scheduled_shuffle_slot:
      Math.floor(block.slot / active.producers.length) * active.producers.length +
      active.producers.length,
    pending_schedule_hash: scheduleHash(chain.ctx, n).toString('hex'),
    pending_schedule: pending
      ? scheduleJson(pending, keys)
      : { version: active.version, producers: [] },
    active_schedule: scheduleJson(active, keys),
    blockroot_merkle: { _active_nodes: merkle.activeNodes, _node_count: merkle.nodeCount },
    producer_to_last_produced: lastProduced,
    producer_to_last_implied_irb: lastProduced.map(([p, k]) => [p, Math.max(0, Math.min(k, lib))]),
    block_signing_key: keys.gls(`prod/${block.producer}/signing`),
    confirm_count: [],
    confirmations: [],
  });
}

export const blockRoutes: RouteTable = {
  get_info: (body, chain) => {
    objectBody(body);
    return getInfo(chain);
  },
  get_block: (body, chain) => blockJsonBuffer(chain.ctx, findBlock(chain, body, 'get_block')),
  get_block_header_state: (body, chain) => {
    const block = findBlock(chain, body, 'get_block_header_state');
    // Only blocks still in the fork database (newer than LIB) have a header state.
    if (block.num <= chain.lib()) {
      const arg = String(objectBody(body)['block_num_or_id']);
      throw nodeErrors.unknownBlock(
        `Could not find reversible block: ${arg}`,
        'get_block_header_state',
      );
    }
    return blockHeaderState(chain, block);
  },
};
