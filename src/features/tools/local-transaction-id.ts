import type { TransactionRequest } from '@/api/node-client';
import { loadAntelope } from './antelope';

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

const HEADER_HEAD = [
  { name: 'expiration', type: 'time_point_sec' },
  { name: 'ref_block_num', type: 'uint16' },
  { name: 'ref_block_prefix', type: 'uint32' },
  { name: 'max_net_usage_words', type: 'varuint32' },
  { name: 'max_cpu_usage_ms', type: 'uint8' },
];
const BODY = [
  { name: 'delay_sec', type: 'varuint32' },
  { name: 'context_free_actions', type: 'action[]' },
  { name: 'actions', type: 'action[]' },
  { name: 'transaction_extensions', type: 'extension[]' },
];

/** CyberWay's header adds max_ram_kbytes and max_storage_kbytes, so its ids differ from EOSIO's. */
const LAYOUTS = {
  cyberway: [
    ...HEADER_HEAD,
    { name: 'max_ram_kbytes', type: 'varuint32' },
    { name: 'max_storage_kbytes', type: 'varuint32' },
    ...BODY,
  ],
  eosio: [...HEADER_HEAD, ...BODY],
};

export interface LocalIds {
  cyberway: string;
  eosio: string;
}

function packable(trx: TransactionRequest) {
  const action = (a: unknown) => {
    const o = typeof a === 'object' && a !== null ? a : {};
    const get = (k: string): unknown => (k in o ? Reflect.get(o, k) : undefined);
    return {
      account: get('account'),
      name: get('name'),
      authorization: get('authorization') ?? [],
      data: get('data') ?? '',
    };
  };
  const exts = Array.isArray(trx.transaction_extensions) ? trx.transaction_extensions : [];
  return {
    expiration: String(trx.expiration ?? '1970-01-01T00:00:00').replace(/Z$/, ''),
    ref_block_num: Number(trx.ref_block_num ?? 0),
    ref_block_prefix: Number(trx.ref_block_prefix ?? 0),
    max_net_usage_words: Number(trx.max_net_usage_words ?? 0),
    max_cpu_usage_ms: Number(trx.max_cpu_usage_ms ?? 0),
    max_ram_kbytes: Number(trx.max_ram_kbytes ?? 0),
    max_storage_kbytes: Number(trx.max_storage_kbytes ?? 0),
    delay_sec: Number(trx.delay_sec ?? 0),
    context_free_actions: (trx.context_free_actions ?? []).map(action),
    actions: (trx.actions ?? []).map(action),
    transaction_extensions: exts.map((x: unknown) =>
      Array.isArray(x) ? { type: Number(x[0]), data: String(x[1]) } : x,
    ),
  };
}

/**
 * The transaction id computed in the browser: sha256 of the packed transaction, in CyberWay's
 * layout and in EOSIO's. Action data must already be hex.
 */
export async function localTransactionIds(trx: TransactionRequest): Promise<LocalIds> {
  const { ABI, Checksum256, Serializer } = await loadAntelope();
  const object = packable(trx);
  const id = (layout: keyof typeof LAYOUTS) => {
    const abi = ABI.from({
      version: 'eosio::abi/1.1',
      structs: [...ACTION_STRUCTS, { name: 'transaction', base: '', fields: LAYOUTS[layout] }],
    });
    const bytes = Serializer.encode({ object, abi, type: 'transaction' }).array;
    return Checksum256.hash(bytes).hexString;
  };
  return { cyberway: id('cyberway'), eosio: id('eosio') };
}
