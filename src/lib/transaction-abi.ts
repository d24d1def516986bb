/**
 * The ABI of a transaction itself, for (de)serializing one in the browser. CyberWay's header
 * adds max_ram_kbytes and max_storage_kbytes after max_cpu_usage_ms, so the same transaction
 * packs to different bytes (and has a different id) on CyberWay and on EOSIO chains.
 */
export type TransactionLayout = 'cyberway' | 'eosio';

/** CyberWay first: a packed transaction is tried in this order. */
export const TRANSACTION_LAYOUTS: readonly TransactionLayout[] = ['cyberway', 'eosio'];

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

const HEADER = [
  { name: 'expiration', type: 'time_point_sec' },
  { name: 'ref_block_num', type: 'uint16' },
  { name: 'ref_block_prefix', type: 'uint32' },
  { name: 'max_net_usage_words', type: 'varuint32' },
  { name: 'max_cpu_usage_ms', type: 'uint8' },
];

const CYBERWAY_HEADER = [
  { name: 'max_ram_kbytes', type: 'varuint32' },
  { name: 'max_storage_kbytes', type: 'varuint32' },
];

const BODY = [
  { name: 'delay_sec', type: 'varuint32' },
  { name: 'context_free_actions', type: 'action[]' },
  { name: 'actions', type: 'action[]' },
  { name: 'transaction_extensions', type: 'extension[]' },
];

/** An ABI (version 1.1) whose `transaction` type is a transaction in the given layout. */
export function transactionAbi(layout: TransactionLayout) {
  const fields =
    layout === 'cyberway' ? [...HEADER, ...CYBERWAY_HEADER, ...BODY] : [...HEADER, ...BODY];
  return {
    version: 'eosio::abi/1.1',
    types: [],
    structs: [...ACTION_STRUCTS, { name: 'transaction', base: '', fields }],
  };
}
