import { transactionAbi } from '@/lib/transaction-abi';
import type { PackableTransaction } from './chain/abi/chain-types.ts';
import { ABI, Bytes, Checksum256, PrivateKey, Serializer } from '@wharfkit/antelope';
import { deflateSync } from 'node:zlib';
import type { DevNode } from './server.ts';
import { at, call, startTestNode, type Answer } from './test-helpers.ts';
import { testKeys } from './test-keys.ts';

/*
 * Signing as a client does it, for the tests of push_transaction: the transaction is packed
 * with wharfkit and the explorer's CyberWay transaction type (not the node's), signed with
 * wharfkit over sha256(chain_id ‖ packed trx ‖ 32 zero bytes), and sent in the forms real
 * clients send.
 */

/** CyberWay's transaction type as the explorer packs it (EOSIO's header + max_ram/storage_kbytes). */
const CYBERWAY_TRANSACTION = ABI.from(transactionAbi('cyberway'));

export interface TestAction {
  account: string;
  name: string;
  authorization: { actor: string; permission: string }[];
  /** JSON arguments (packed with the node's abi_json_to_bin) or hex. */
  data: Record<string, unknown> | string;
}

/** A transaction as the tests sign it: the wire fields, action data packed (hex). */
export type TestTransaction = PackableTransaction;

/** The private key (WIF) of a test account's permission; `index` picks among alice's three. */
export function testWif(account: string, permission = 'active', index = 0): string {
  const key = testKeys(1).filter((k) => k.account === account && k.permission === permission)[
    index
  ];
  if (!key) throw new Error(`no test key for ${account}@${permission}`);
  return key.wif;
}

/** A transaction of these actions referring to the head, expiring `expiresIn` s after it. */
export async function makeTransaction(
  node: Pick<DevNode, 'url'>,
  actions: TestAction[],
  opts: { expiresIn?: number; delaySec?: number } = {},
): Promise<TestTransaction> {
  const info = (await call(node, '/v1/chain/get_info')).json;
  const headNum = Number(at(info, 'head_block_num'));
  const headId = String(at(info, 'head_block_id'));
  const headMs = Date.parse(`${String(at(info, 'head_block_time'))}Z`);
  const packed = await Promise.all(
    actions.map(async (a) => {
      if (typeof a.data === 'string') return a.data;
      const bin = await call(node, '/v1/chain/abi_json_to_bin', {
        code: a.account,
        action: a.name,
        args: a.data,
      });
      return String(at(bin.json, 'binargs'));
    }),
  );
  return {
    expiration: new Date(headMs + (opts.expiresIn ?? 60) * 1000).toISOString().slice(0, 19),
    ref_block_num: headNum & 0xffff,
    ref_block_prefix: Buffer.from(headId.slice(16, 24), 'hex').readUInt32LE(0),
    max_net_usage_words: 0,
    max_cpu_usage_ms: 0,
    max_ram_kbytes: 0,
    max_storage_kbytes: 0,
    delay_sec: opts.delaySec ?? 0,
    context_free_actions: [],
    actions: actions.map((a, i) => ({
      account: a.account,
      name: a.name,
      authorization: a.authorization,
      data: packed[i] ?? '',
    })),
    transaction_extensions: [],
  };
}

export function packTestTransaction(trx: TestTransaction): Uint8Array {
  return Serializer.encode({ object: trx, abi: CYBERWAY_TRANSACTION, type: 'transaction' }).array;
}

export function sign(chainId: string, packed: Uint8Array, wifs: string[]): string[] {
  const digest = Checksum256.hash(
    Bytes.from(Buffer.concat([Buffer.from(chainId, 'hex'), packed, new Uint8Array(32)])),
  );
  return wifs.map((wif) => PrivateKey.from(wif).signDigest(digest).toString());
}

/** The packed body real clients (wharfkit, eosjs) send: `compression` "none" or "zlib". */
export function packedBody(
  chainId: string,
  trx: TestTransaction,
  wifs: string[],
  compression: 'none' | 'zlib' = 'none',
): Record<string, unknown> {
  const packed = packTestTransaction(trx);
  return {
    signatures: sign(chainId, packed, wifs),
    compression,
    packed_context_free_data: '',
    packed_trx: Buffer.from(compression === 'zlib' ? deflateSync(packed) : packed).toString('hex'),
  };
}

/** Pushes these actions as one transaction signed with `wifs`, packed; the node's answer. */
export async function pushActions(
  target: { node: Pick<DevNode, 'url'>; chainId: string },
  actions: TestAction[],
  wifs: string[],
  opts: { delaySec?: number } = {},
): Promise<Answer> {
  const trx = await makeTransaction(target.node, actions, opts);
  return call(target.node, '/v1/chain/push_transaction', packedBody(target.chainId, trx, wifs));
}

/** A test node (manual blocks) and its chain id, for the tests that sign. */
export async function startSigningNode(): Promise<{ node: DevNode; chainId: string }> {
  const node = await startTestNode();
  return { node, chainId: await chainIdOf(node) };
}

export async function chainIdOf(node: Pick<DevNode, 'url'>): Promise<string> {
  return String(at((await call(node, '/v1/chain/get_info')).json, 'chain_id'));
}

/** A cyber.token transfer action authorized by `from`@active. */
export function transfer(from: string, to: string, quantity: string, memo = ''): TestAction {
  return {
    account: 'cyber.token',
    name: 'transfer',
    authorization: [{ actor: from, permission: 'active' }],
    data: { from, to, quantity, memo },
  };
}
