import { ABI, Checksum256, Serializer } from '@wharfkit/antelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ACCOUNTS } from './fixtures.ts';
import type { DevNode } from './server.ts';
import { at, call, startTestNode } from './test-helpers.ts';

/**
 * CyberWay's abi_def (libraries/chain/include/eosio/chain/abi_def.hpp, ground-truth.md), written
 * out here rather than taken from the dev node: events after actions, tables as name, type,
 * scope_type, indexes. wharfkit's ABI.from reads only EOSIO's layout, so the binary ABI is read
 * with wharfkit's serializer and this type.
 */
const CYBERWAY_ABI_DEF = ABI.from({
  version: 'eosio::abi/1.1',
  structs: [
    {
      name: 'type_def',
      base: '',
      fields: [
        { name: 'new_type_name', type: 'string' },
        { name: 'type', type: 'string' },
      ],
    },
    {
      name: 'field_def',
      base: '',
      fields: [
        { name: 'name', type: 'string' },
        { name: 'type', type: 'string' },
      ],
    },
    {
      name: 'struct_def',
      base: '',
      fields: [
        { name: 'name', type: 'string' },
        { name: 'base', type: 'string' },
        { name: 'fields', type: 'field_def[]' },
      ],
    },
    {
      name: 'action_def',
      base: '',
      fields: [
        { name: 'name', type: 'name' },
        { name: 'type', type: 'string' },
      ],
    },
    {
      name: 'event_def',
      base: '',
      fields: [
        { name: 'name', type: 'name' },
        { name: 'type', type: 'string' },
      ],
    },
    {
      name: 'order_def',
      base: '',
      fields: [
        { name: 'field', type: 'string' },
        { name: 'order', type: 'string' },
      ],
    },
    {
      name: 'index_def',
      base: '',
      fields: [
        { name: 'name', type: 'name' },
        { name: 'unique', type: 'bool' },
        { name: 'orders', type: 'order_def[]' },
      ],
    },
    {
      name: 'table_def',
      base: '',
      fields: [
        { name: 'name', type: 'name' },
        { name: 'type', type: 'string' },
        { name: 'scope_type', type: 'string' },
        { name: 'indexes', type: 'index_def[]' },
      ],
    },
    {
      name: 'error_message',
      base: '',
      fields: [
        { name: 'error_code', type: 'uint64' },
        { name: 'error_msg', type: 'string' },
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
      name: 'variant_def',
      base: '',
      fields: [
        { name: 'name', type: 'string' },
        { name: 'types', type: 'string[]' },
      ],
    },
    {
      name: 'abi_def',
      base: '',
      fields: [
        { name: 'version', type: 'string' },
        { name: 'types', type: 'type_def[]' },
        { name: 'structs', type: 'struct_def[]' },
        { name: 'actions', type: 'action_def[]' },
        { name: 'events', type: 'event_def[]' },
        { name: 'tables', type: 'table_def[]' },
        { name: 'error_messages', type: 'error_message[]' },
        { name: 'abi_extensions', type: 'extension[]' },
        { name: 'variants', type: 'variant_def[]' },
      ],
    },
  ],
});

let node: DevNode;
beforeAll(async () => {
  node = await startTestNode();
}, 60_000);
afterAll(() => node.close());

const chain = (op: string, body: unknown) => call(node, `/v1/chain/${op}`, body);

function readAbi(base64: string): unknown {
  const bytes = Buffer.from(base64, 'base64');
  return Serializer.objectify(
    Serializer.decode({ data: bytes, abi: CYBERWAY_ABI_DEF, type: 'abi_def' }),
  );
}

describe('binary ABIs in CyberWay layout', () => {
  it('get_raw_abi and get_raw_code_and_abi decode, with scope_type, to the ABI get_abi shows', async () => {
    const contracts = [
      ...SYSTEM_ACCOUNTS.filter((a) => a !== 'cyber.null' && a !== 'cyber.msig'),
      'dice',
    ];
    for (const account of contracts) {
      const raw = await chain('get_raw_abi', { account_name: account });
      const both = await chain('get_raw_code_and_abi', { account_name: account });
      const shown = at((await chain('get_abi', { account_name: account })).json, 'abi') as Record<
        string,
        unknown
      >;
      const base64 = String(at(raw.json, 'abi'));
      expect(at(both.json, 'abi')).toBe(base64);
      expect(Checksum256.hash(Buffer.from(base64, 'base64')).hexString).toBe(
        at(raw.json, 'abi_hash'),
      );
      // get_abi adds the spec's `____comment`, which is not part of the binary ABI.
      expect(readAbi(base64)).toEqual({ ...shown, ____comment: undefined });
    }
    const token = readAbi(
      String(at((await chain('get_raw_abi', { account_name: 'cyber.token' })).json, 'abi')),
    ) as {
      tables: { name: string; scope_type: string }[];
    };
    expect(token.tables.map((t) => [t.name, t.scope_type])).toEqual([
      ['accounts', ''],
      ['stat', 'symbol_code'],
    ]);
  });
});
