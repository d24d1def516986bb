import { declaredKeys } from '@/lib/declared-keys';
import { describe, expect, it } from 'vitest';
import { packTransaction } from '@dev-node/chain/abi/chain-types.ts';
import { sha256 } from '@dev-node/chain/rng.ts';
import { abiSchema } from '@/api/schemas/abi';
import {
  defaultDraft,
  draftToJson,
  jsonToDraft,
  scalarValue,
} from '@/components/abi-form/form-value';
import { decodeLocally, encodeLocally } from '@/lib/abi-codec';
import { refBlockPrefix } from '@/lib/transaction-header';
import { firstDifference } from './local-codec';
import { localTransactionIds } from './local-transaction-id';
import {
  buildTransaction,
  declaredAuthorities,
  expirationStatus,
  headerFromChain,
  keyListProblem,
  parseKeyList,
  parseTransactionText,
  referencedBlockNum,
  withChainHeader,
} from './transaction-model';
import { parseAuthorization } from './authorization-text';

const abi = abiSchema.parse({
  version: 'cyberway::abi/1.1',
  types: [{ new_type_name: 'account_name', type: 'name' }],
  structs: [
    {
      name: 'permission_level',
      base: '',
      fields: [
        { name: 'actor', type: 'name' },
        { name: 'permission', type: 'name' },
      ],
    },
    {
      name: 'key_weight',
      base: '',
      fields: [
        { name: 'key', type: 'public_key' },
        { name: 'weight', type: 'uint16' },
      ],
    },
    { name: 'base_args', base: '', fields: [{ name: 'from', type: 'account_name' }] },
    {
      name: 'transfer',
      base: 'base_args',
      fields: [
        { name: 'to', type: 'name' },
        { name: 'quantity', type: 'asset' },
        { name: 'memo', type: 'string' },
        { name: 'keys', type: 'key_weight[]' },
        { name: 'note', type: 'string?' },
        { name: 'choice', type: 'pick' },
        { name: 'version', type: 'uint32$' },
      ],
    },
  ],
  variants: [{ name: 'pick', types: ['uint8', 'name'] }],
  actions: [{ name: 'transfer', type: 'transfer' }],
});

const KEY = 'GLS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV';

describe('argument forms', () => {
  it('start empty with base fields first, unset optionals and extensions', () => {
    expect(defaultDraft(abi, 'transfer')).toEqual({
      from: '',
      to: '',
      quantity: '',
      memo: '',
      keys: [],
      note: null,
      choice: { $type: 'uint8', value: '' },
      version: null,
    });
  });

  it('turn a filled form into the JSON arguments, and back', () => {
    const draft = {
      from: 'alice',
      to: 'bob',
      quantity: '1.0000 CYBER',
      memo: 'hi',
      keys: [{ key: KEY, weight: '1' }],
      note: 'n',
      choice: { $type: 'name', value: 'carol' },
      version: null,
    };
    const { value, problems } = draftToJson(abi, 'transfer', draft);
    expect(problems).toEqual([]);
    expect(value).toEqual({
      from: 'alice',
      to: 'bob',
      quantity: '1.0000 CYBER',
      memo: 'hi',
      keys: [{ key: KEY, weight: 1 }],
      note: 'n',
      choice: ['name', 'carol'],
    });
    expect(jsonToDraft(abi, 'transfer', value)).toEqual(draft);
  });

  it('report each wrong field by path', () => {
    const { problems } = draftToJson(abi, 'transfer', {
      ...(defaultDraft(abi, 'transfer') as object),
      from: 'Alice',
      quantity: '1 CYBER X',
      keys: [{ key: 'nope', weight: '70000' }],
      choice: { $type: 'uint8', value: '3' },
    });
    // An empty name is a valid name (value 0), so `to` passes.
    expect(problems.map((p) => p.path)).toEqual([
      'from',
      'quantity',
      'keys.0.key',
      'keys.0.weight',
    ]);
    expect(scalarValue('uint64', '18446744073709551616')).toMatchObject({ ok: false });
    expect(scalarValue('uint64', '18446744073709551615')).toEqual({
      ok: true,
      value: '18446744073709551615',
    });
  });
});

describe('browser-side packing', () => {
  it('packs and unpacks with the ABI, keys printed as GLS', async () => {
    const args = {
      from: 'alice',
      to: 'bob',
      quantity: '1.0000 CYBER',
      memo: 'hi',
      keys: [{ key: KEY, weight: 1 }],
      note: null,
      choice: ['uint8', 7],
    };
    const enc = await encodeLocally(abi, 'transfer', args);
    expect(enc.ok).toBe(true);
    if (!enc.ok) return;
    const dec = await decodeLocally(abi, 'transfer', enc.value);
    expect(dec).toEqual({ ok: true, value: { ...args, version: null } });
    const extra = await decodeLocally(abi, 'transfer', `${enc.value}0100000000`);
    expect(extra).toEqual({ ok: false, message: '1 byte is left over after transfer' });
    expect(firstDifference('aabbcc', 'aabbdd')).toBe(2);
    expect(firstDifference('aabb', 'aabb')).toBe(-1);
  });
});

describe('transactions', () => {
  it('reads ref_block_prefix little-endian from bytes 8–11 of the block id', () => {
    // The recorded EOS block 00816d41e41f1462acb648b8… has ref_block_prefix 3091773100.
    expect(refBlockPrefix('00816d41e41f1462acb648b8' + '0'.repeat(40))).toBe(3091773100);
  });

  it('finds the block a ref_block_num points at', () => {
    expect(referencedBlockNum(70_000, 70_000 & 0xffff)).toBe(70_000);
    expect(referencedBlockNum(70_000, 1)).toBe(65_537);
    expect(referencedBlockNum(100, 200)).toBeNull();
  });

  it('measures the expiration against the head block', () => {
    const head = '2024-01-01T00:00:00.000';
    expect(expirationStatus('2024-01-01T00:10:00', head)).toEqual({
      kind: 'valid',
      secondsLeft: 600,
    });
    expect(expirationStatus('2023-12-31T23:00:00', head)).toEqual({
      kind: 'expired',
      secondsAgo: 3600,
    });
    expect(expirationStatus('2024-01-01T02:00:00', head)).toEqual({
      kind: 'too-far',
      secondsLeft: 7200,
    });
  });

  it('parses pasted JSON, unwraps block receipts and lists what is wrong', () => {
    expect(parseTransactionText('{"a":')).toMatchObject({ ok: false });
    const r = parseTransactionText(
      JSON.stringify({
        trx: {
          id: 'x',
          transaction: {
            expiration: 'soon',
            ref_block_num: 70000,
            actions: [
              {
                account: 'Bad',
                name: 'transfer',
                authorization: [{ actor: 'alice', permission: 'active' }],
                data: 'zz',
              },
            ],
          },
        },
      }),
    );
    expect(r.ok && r.unwrapped).toBe('trx.transaction');
    expect(r.ok && r.problems).toEqual([
      'expiration "soon" is not a time like 2024-01-31T12:00:00',
      'ref_block_num must be a whole number from 0 to 65535',
      'actions[0].account is not a valid name',
      'actions[0].data is not hex',
    ]);
    expect(parseKeyList('a, b\nb  c')).toEqual(['a', 'b', 'c']);
    expect(keyListProblem([KEY])).toBeNull();
    expect(keyListProblem([])).toContain('at least one public key');
    expect(keyListProblem([KEY, 'GLSshort'])).toBe('Not a public key: GLSshort');
    expect(parseAuthorization('alice@active, bob@owner')).toEqual([
      { actor: 'alice', permission: 'active' },
      { actor: 'bob', permission: 'owner' },
    ]);
    expect(parseAuthorization('alice')).toBeNull();
  });

  it('gathers the keys of the declared permissions, each once', () => {
    const permission = (perm_name: string, key: string) => ({
      perm_name,
      parent: '',
      required_auth: { threshold: 1, keys: [{ key, weight: 1 }], accounts: [], waits: [] },
    });
    const alice = { permissions: [permission('active', KEY), permission('owner', 'GLSowner')] };
    const levels = [
      { actor: 'alice', permission: 'active' },
      { actor: 'alice', permission: 'active' },
      { actor: 'bob', permission: 'active' },
    ];
    // bob's account has not loaded: his keys are not known yet.
    expect(declaredKeys(levels, ['alice', 'bob'], [alice, undefined])).toEqual([KEY]);
  });

  it('builds a transaction from encoder actions with a header from the chain', () => {
    const header = headerFromChain({
      headTime: '2024-01-01T00:00:00.000',
      blockNum: 70_000,
      blockId: '00011170e41f1462acb648b8' + '0'.repeat(40),
    });
    expect(header).toMatchObject({
      expiration: '2024-01-01T00:10:00',
      ref_block_num: 70_000 & 0xffff,
      ref_block_prefix: 3091773100,
    });
    const trx = buildTransaction(
      [
        {
          account: 'cyber.token',
          name: 'transfer',
          authorization: [{ actor: 'alice', permission: 'active' }],
          data: { from: 'alice' },
          hex: '00',
        },
      ],
      header,
    );
    expect(declaredAuthorities(trx)).toEqual([{ actor: 'alice', permission: 'active' }]);
  });

  it('sets the header from the chain, keeping the rest and filling in waiting actions', () => {
    const header = headerFromChain({
      headTime: '2024-01-01T00:00:00.000',
      blockNum: 70_000,
      blockId: '00011170e41f1462acb648b8' + '0'.repeat(40),
    });
    const draft = {
      account: 'cyber.token',
      name: 'transfer',
      authorization: [{ actor: 'alice', permission: 'active' }],
      data: { from: 'alice' },
      hex: '00',
    };
    const empty = withChainHeader({}, [draft], header);
    expect(empty).toMatchObject({ expiration: '2024-01-01T00:10:00', delay_sec: 0 });
    expect(empty['actions']).toMatchObject([{ account: 'cyber.token', name: 'transfer' }]);

    const own = { account: 'dice', name: 'bet', authorization: [], data: '' };
    const typed = withChainHeader(
      { delay_sec: 5, expiration: '2000-01-01T00:00:00', actions: [own] },
      [draft],
      header,
    );
    expect(typed).toMatchObject({ delay_sec: 5, expiration: '2024-01-01T00:10:00' });
    expect(typed['actions']).toEqual([own]);
  });

  it('computes the CyberWay id the way the node packs transactions', async () => {
    const trx = {
      expiration: '2024-01-01T00:10:00',
      ref_block_num: 4464,
      ref_block_prefix: 3091773100,
      max_net_usage_words: 0,
      max_cpu_usage_ms: 0,
      max_ram_kbytes: 7,
      max_storage_kbytes: 0,
      delay_sec: 0,
      context_free_actions: [],
      actions: [
        {
          account: 'cyber.token',
          name: 'transfer',
          authorization: [{ actor: 'alice', permission: 'active' }],
          data: '0011',
        },
      ],
      transaction_extensions: [],
    };
    const ids = await localTransactionIds(trx);
    expect(ids.cyberway).toBe(sha256(packTransaction(trx)).toString('hex'));
    expect(ids.eosio).not.toBe(ids.cyberway);
  });
});
