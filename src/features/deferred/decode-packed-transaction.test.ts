import { ABI, Serializer } from '@wharfkit/antelope';
import { describe, expect, it } from 'vitest';
import { decodePackedTransaction } from './decode-packed-transaction';

const structs = (cyberway: boolean) => [
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
  {
    name: 'transaction',
    base: '',
    fields: [
      { name: 'expiration', type: 'time_point_sec' },
      { name: 'ref_block_num', type: 'uint16' },
      { name: 'ref_block_prefix', type: 'uint32' },
      { name: 'max_net_usage_words', type: 'varuint32' },
      { name: 'max_cpu_usage_ms', type: 'uint8' },
      ...(cyberway
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
  },
];

function pack(cyberway: boolean): string {
  const abi = ABI.from({
    version: 'eosio::abi/1.1',
    types: [],
    structs: structs(cyberway),
    actions: [],
    tables: [],
    variants: [],
  });
  const object = {
    expiration: '2020-11-03T04:57:00',
    ref_block_num: 1,
    ref_block_prefix: 2,
    max_net_usage_words: 0,
    max_cpu_usage_ms: 0,
    ...(cyberway ? { max_ram_kbytes: 5, max_storage_kbytes: 6 } : {}),
    delay_sec: 60,
    context_free_actions: [],
    actions: [
      {
        account: 'cyber.token',
        name: 'transfer',
        authorization: [{ actor: 'alice', permission: 'active' }],
        data: '0102ff',
      },
    ],
    transaction_extensions: [],
  };
  return Serializer.encode({ object, abi, type: 'transaction' }).hexString;
}

describe('decodePackedTransaction', () => {
  it('reads the CyberWay layout', async () => {
    const result = await decodePackedTransaction(pack(true));
    expect(result).toEqual({
      kind: 'decoded',
      transaction: {
        layout: 'cyberway',
        expiration: '2020-11-03T04:57:00',
        delaySec: 60,
        contextFreeActions: [],
        actions: [
          {
            account: 'cyber.token',
            name: 'transfer',
            authorization: [{ actor: 'alice', permission: 'active' }],
            data: '0102ff',
          },
        ],
      },
    });
  });

  it('falls back to the EOSIO layout', async () => {
    const result = await decodePackedTransaction(pack(false));
    expect(result.kind === 'decoded' && result.transaction.layout).toBe('eosio');
  });

  it('fails on bytes that are not a transaction', async () => {
    expect((await decodePackedTransaction('zz')).kind).toBe('failed');
    expect((await decodePackedTransaction('00')).kind).toBe('failed');
  });
});
