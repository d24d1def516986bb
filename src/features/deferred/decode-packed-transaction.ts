import { isJsonObject } from '@/api/schemas/common';

export interface PackedAction {
  account: string;
  name: string;
  authorization: { actor: string; permission: string }[];
  /** Packed arguments as hex. */
  data: string;
}

export interface UnpackedTransaction {
  /** CyberWay headers carry max_ram_kbytes and max_storage_kbytes; EOSIO ones do not. */
  layout: 'cyberway' | 'eosio';
  expiration: string;
  delaySec: number;
  contextFreeActions: PackedAction[];
  actions: PackedAction[];
}

export type UnpackResult =
  { kind: 'decoded'; transaction: UnpackedTransaction } | { kind: 'failed'; reason: string };

const ACTION_STRUCTS = [
  {
    name: 'permission_level',
    base: '',
    fields: [
      { name: 'actor', type: 'name' },
      { name: 'permission', type: 'name' },
    ],
  },
  {
    name: 'action',
    base: '',
    fields: [
      { name: 'account', type: 'name' },
      { name: 'name', type: 'name' },
      { name: 'authorization', type: 'permission_level[]' },
      { name: 'data', type: 'bytes' },
    ],
  },
  {
    name: 'extension',
    base: '',
    fields: [
      { name: 'type', type: 'uint16' },
      { name: 'data', type: 'bytes' },
    ],
  },
];

function transactionStruct(layout: UnpackedTransaction['layout']) {
  return {
    name: 'transaction',
    base: '',
    fields: [
      { name: 'expiration', type: 'time_point_sec' },
      { name: 'ref_block_num', type: 'uint16' },
      { name: 'ref_block_prefix', type: 'uint32' },
      { name: 'max_net_usage_words', type: 'varuint32' },
      { name: 'max_cpu_usage_ms', type: 'uint8' },
      ...(layout === 'cyberway'
        ? [
            { name: 'max_ram_kbytes', type: 'varuint32' },
            { name: 'max_storage_kbytes', type: 'varuint32' },
          ]
        : []),
      { name: 'delay_sec', type: 'varuint32' },
      { name: 'context_free_actions', type: 'action[]' },
      { name: 'actions', type: 'action[]' },
      { name: 'transaction_extensions', type: 'extension[]' },
    ],
  };
}

function readActions(value: unknown): PackedAction[] | null {
  if (!Array.isArray(value)) return null;
  const out: PackedAction[] = [];
  for (const a of value) {
    if (!isJsonObject(a)) return null;
    const { account, name, authorization, data } = a;
    if (typeof account !== 'string' || typeof name !== 'string' || typeof data !== 'string')
      return null;
    if (!Array.isArray(authorization)) return null;
    const auths = authorization.flatMap((p) =>
      isJsonObject(p) && typeof p['actor'] === 'string' && typeof p['permission'] === 'string'
        ? [{ actor: p['actor'], permission: p['permission'] }]
        : [],
    );
    out.push({ account, name, authorization: auths, data });
  }
  return out;
}

/**
 * Unpacks a deferred transaction's bytes in the browser. The serializer (@wharfkit/antelope) is
 * loaded on first use, inside this page's chunk. The CyberWay header layout is tried first, then
 * EOSIO's; a layout counts only if it reads every byte.
 */
export async function decodePackedTransaction(hex: string): Promise<UnpackResult> {
  if (!/^([0-9a-fA-F]{2})+$/.test(hex)) return { kind: 'failed', reason: 'the bytes are not hex' };
  const { ABI, ABIDecoder, Bytes, Serializer } = await import('@wharfkit/antelope');
  const bytes = Bytes.from(hex, 'hex').array;
  let lastError = '';
  for (const layout of ['cyberway', 'eosio'] as const) {
    try {
      const abi = ABI.from({
        version: 'eosio::abi/1.1',
        types: [],
        structs: [...ACTION_STRUCTS, transactionStruct(layout)],
        actions: [],
        tables: [],
        variants: [],
      });
      const decoder = new ABIDecoder(bytes);
      const value: unknown = Serializer.objectify(
        Serializer.decode({ data: decoder, abi, type: 'transaction' }),
      );
      if (decoder.canRead()) {
        lastError = `${bytes.length - decoder.getPosition()} bytes left over`;
        continue;
      }
      if (!isJsonObject(value)) continue;
      const actions = readActions(value['actions']);
      const contextFreeActions = readActions(value['context_free_actions']);
      if (!actions || !contextFreeActions) continue;
      return {
        kind: 'decoded',
        transaction: {
          layout,
          expiration: String(value['expiration']),
          delaySec: Number(value['delay_sec']),
          actions,
          contextFreeActions,
        },
      };
    } catch (e) {
      lastError = e instanceof Error ? e.message : String(e);
    }
  }
  return { kind: 'failed', reason: lastError || 'not a transaction' };
}
