import { Checksum256, PrivateKey, Transaction } from '@wharfkit/antelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packTransaction as devNodePack } from '@dev-node/chain/abi/chain-types.ts';
import { NOTABLE_BLOCKS } from '@dev-node/fixtures.ts';
import { createDevNode, type DevNode } from '@dev-node/server.ts';
import { createNodeClient, type Account, type NodeClient } from '@/api/node-client';
import { hasPackedTransaction } from '@/api/receipts';
import {
  packTransaction,
  recoverKeys,
  signingDigest,
  transactionId,
  unpackTransaction,
  type PackableTransaction,
} from './transaction-codec';

const trx: PackableTransaction = {
  expiration: '2024-01-31T12:00:00',
  ref_block_num: 0x1234,
  ref_block_prefix: 3091773100,
  max_net_usage_words: 0,
  max_cpu_usage_ms: 0,
  max_ram_kbytes: 7,
  max_storage_kbytes: 9,
  delay_sec: 0,
  context_free_actions: [],
  actions: [
    {
      account: 'cyber.token',
      name: 'transfer',
      authorization: [{ actor: 'alice', permission: 'active' }],
      data: '0000000000855c340000000000000e3d102700000000000004435942455200000000',
    },
  ],
  transaction_extensions: [],
};
const CHAIN_ID = 'aa'.repeat(32);

describe('the transaction layouts', () => {
  it('CyberWay and EOSIO bytes of one transaction differ only by the two header fields', async () => {
    const cyberway = await packTransaction('cyberway', trx);
    const eosio = await packTransaction('eosio', trx);
    // expiration 4, ref_block_num 2, ref_block_prefix 4, max_net_usage_words 1, max_cpu_usage_ms 1
    const header = 12;
    expect(cyberway.length).toBe(eosio.length + 2);
    expect(cyberway.slice(0, header)).toEqual(eosio.slice(0, header));
    // max_ram_kbytes 7 and max_storage_kbytes 9, one varuint32 byte each
    expect([...cyberway.slice(header, header + 2)]).toEqual([7, 9]);
    expect(cyberway.slice(header + 2)).toEqual(eosio.slice(header));
  });

  it('packs CyberWay as the dev node does, and EOSIO as wharfkit’s Transaction', async () => {
    expect(await packTransaction('cyberway', trx)).toEqual(devNodePack(trx));
    const wharf = Transaction.from(trx);
    expect(await transactionId(await packTransaction('eosio', trx))).toBe(wharf.id.hexString);
  });

  it('reads its own bytes back in either layout, and refuses bytes of the other', async () => {
    await expect(
      unpackTransaction('cyberway', await packTransaction('cyberway', trx)),
    ).resolves.toEqual(trx);
    const eosio = await unpackTransaction('eosio', await packTransaction('eosio', trx));
    expect(eosio).toEqual({ ...trx, max_ram_kbytes: 0, max_storage_kbytes: 0 });
    await expect(
      unpackTransaction('eosio', await packTransaction('cyberway', trx)),
    ).rejects.toThrow();
  });

  it('signs CyberWay over sha256(chain id ‖ packed ‖ 32 zero bytes), and EOSIO with wharfkit', async () => {
    const packed = await packTransaction('cyberway', trx);
    const data = new Uint8Array([
      ...Checksum256.from(CHAIN_ID).array,
      ...packed,
      ...new Uint8Array(32),
    ]);
    const digest = await signingDigest('cyberway', CHAIN_ID, trx);
    expect(digest.hexString).toBe(Checksum256.hash(data).hexString);
    expect((await signingDigest('eosio', CHAIN_ID, trx)).hexString).toBe(
      Transaction.from(trx).signingDigest(CHAIN_ID).hexString,
    );
    expect(digest.hexString).not.toBe((await signingDigest('eosio', CHAIN_ID, trx)).hexString);

    const key = PrivateKey.generate('K1');
    const [recovered, bad] = await recoverKeys(digest, [
      String(key.signDigest(digest)),
      'SIG_K1_x',
    ]);
    expect(recovered?.equals(key.toPublic())).toBe(true);
    expect(bad).toBeNull();
  });
});

describe("the dev node's recorded transactions verify with the explorer's code", () => {
  let node: DevNode;
  let client: NodeClient;
  beforeAll(async () => {
    node = await createDevNode({ port: 0, manual: true });
    client = createNodeClient({ baseUrl: node.url });
  }, 120_000);
  afterAll(() => node.close());

  /** Every key that can sign for actor@permission: its own and, one level down, delegated ones. */
  const known = new Map<string, Set<string>>();
  async function keysOf(actor: string, permission: string, depth = 0): Promise<Set<string>> {
    const cached = known.get(`${actor}@${permission}`);
    if (cached) return cached;
    const account: Account = await client.getAccount(actor);
    const perm = account.permissions.find((p) => p.perm_name === permission);
    const keys = new Set(perm?.required_auth.keys.map((k) => k.key) ?? []);
    if (depth < 2) {
      for (const a of perm?.required_auth.accounts ?? []) {
        for (const k of await keysOf(a.permission.actor, a.permission.permission, depth + 1))
          keys.add(k);
      }
    }
    known.set(`${actor}@${permission}`, keys);
    return keys;
  }

  it('in blocks 1 to 250: id = sha256(packed_trx); signatures recover to keys of the authorizers', async () => {
    const { chain_id } = await client.getInfo();
    let checked = 0;
    for (let num = 1; num <= 250; num++) {
      const block = await client.getBlock(num);
      for (const r of block.transactions.filter(hasPackedTransaction)) {
        const packed = Uint8Array.from(Buffer.from(r.trx.packed_trx, 'hex'));
        expect(await transactionId(packed)).toBe(r.trx.id);
        const unpacked = await unpackTransaction('cyberway', packed);
        const digest = await signingDigest('cyberway', chain_id, unpacked);
        const recovered = await recoverKeys(digest, r.trx.signatures);
        const keys = new Set<string>();
        for (const a of unpacked.actions) {
          for (const l of a.authorization) {
            for (const k of await keysOf(l.actor, l.permission)) keys.add(k);
          }
        }
        expect(recovered.length).toBeGreaterThan(0);
        for (const key of recovered)
          expect(keys, `block ${num}`).toContain(key?.toLegacyString('GLS'));
        checked++;
      }
    }
    // The notable blocks (a transfer, two actions in one transaction, delayed ones) are among them.
    expect(NOTABLE_BLOCKS.multiAction).toBeLessThanOrEqual(250);
    expect(checked).toBeGreaterThan(50);
  }, 120_000);
});
