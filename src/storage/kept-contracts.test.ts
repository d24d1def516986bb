import 'fake-indexeddb/auto';
import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Abi, GetRawAbi } from '@/api/node-client';
import { rememberChain } from './chain-memory';
import { readAbi, readRawAbi, readRawCodeAndAbi } from './kept-contracts';
import { openKeptStore, type KeptStore } from './kept-db';

const NODE = 'http://node.test';
const b64 = (s: string) => Buffer.from(s).toString('base64');
const sha = (s: string) => createHash('sha256').update(s).digest('hex');
const abiNamed = (action: string) =>
  ({ version: 'cyberway::abi/1.1', actions: [action] }) as unknown as Abi;

/**
 * A node with one contract whose ABI and code can be replaced, answering as CyberWay does (the
 * packed ABI left out of get_raw_abi when the request names its hash), and counting requests.
 */
function fakeNode() {
  const state = { packed: 'packed-v1', abi: abiNamed('v1'), wasm: 'wasm-v1' };
  const calls: string[] = [];
  const node = {
    state,
    calls,
    /** The node's word for the ABI hash; a node may state a wrong one. */
    statedAbiHash: (): string => sha(state.packed),
    hasRawAbi: true,
    /** Runs between get_abi's answer and the next request (a setabi landing meanwhile). */
    afterGetAbi: () => {},
    client: {
      baseUrl: NODE,
      getAbi: vi.fn((account: string) => {
        calls.push('get_abi');
        const answer = { account_name: account, abi: state.abi };
        node.afterGetAbi();
        return Promise.resolve(answer);
      }),
      getRawAbi: vi.fn((account: string, abiHash?: string): Promise<GetRawAbi> => {
        calls.push(abiHash ? 'get_raw_abi(hash)' : 'get_raw_abi');
        if (!node.hasRawAbi) return Promise.reject(new Error('404 Not Found'));
        const abi_hash = node.statedAbiHash();
        return Promise.resolve({
          account_name: account,
          code_hash: sha(state.wasm),
          abi_hash,
          ...(abiHash === abi_hash ? {} : { abi: b64(state.packed) }),
        });
      }),
      getRawCodeAndAbi: vi.fn((account: string) => {
        calls.push('get_raw_code_and_abi');
        return Promise.resolve({
          account_name: account,
          wasm: b64(state.wasm),
          abi: b64(state.packed),
        });
      }),
    },
  };
  return node;
}

type Node = ReturnType<typeof fakeNode>;

/** One visit to the contract page: its three queries, the hashes asked once and shared. */
async function visit(node: Node, store: KeptStore) {
  let hashes: Promise<GetRawAbi> | undefined;
  const rawAbi = () => (hashes ??= readRawAbi(node.client, 'dice', undefined, store));
  const [abi, raw, code] = await Promise.all([
    readAbi(node.client, 'dice', rawAbi, undefined, store),
    rawAbi(),
    readRawCodeAndAbi(node.client, 'dice', rawAbi, undefined, store),
  ]);
  return { abi: abi.abi, raw, code };
}

/** Waits for the check get_abi's answer is kept after (it runs behind the page). */
async function settled(node: Node) {
  await vi.waitFor(() => expect(node.calls.at(-1)).toBe('get_raw_abi(hash)'));
  await new Promise((r) => setTimeout(r, 20));
}

function fakeLocalStorage() {
  const items = new Map<string, string>();
  globalThis.localStorage = {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    clear: () => items.clear(),
    key: (i: number) => [...items.keys()][i] ?? null,
    get length() {
      return items.size;
    },
  };
}

let n = 0;
let store: KeptStore;
beforeEach(() => {
  fakeLocalStorage();
  rememberChain(NODE, { chain_id: 'aa', last_irreversible_block_num: 100 });
  store = openKeptStore({ name: `kept-contracts-${++n}` });
});

describe('ABIs and code kept by their hash', () => {
  it('a repeat visit asks only for the hashes, and serves the ABI and code kept', async () => {
    const node = fakeNode();
    const first = await visit(node, store);
    await settled(node);
    expect(node.calls).toEqual([
      'get_raw_abi',
      'get_abi',
      'get_raw_code_and_abi',
      'get_raw_abi(hash)',
    ]);

    node.calls.length = 0;
    const again = await visit(node, store);
    expect(node.calls).toEqual(['get_raw_abi(hash)']);
    expect(again).toEqual(first);
    expect(again.raw.abi).toBe(b64('packed-v1'));
    expect(again.code.wasm).toBe(b64('wasm-v1'));
  });

  it('a contract updated since is asked again, never served from the store', async () => {
    const node = fakeNode();
    await visit(node, store);
    await settled(node);
    Object.assign(node.state, { packed: 'packed-v2', abi: abiNamed('v2'), wasm: 'wasm-v2' });

    node.calls.length = 0;
    const after = await visit(node, store);
    expect(after.abi).toEqual(abiNamed('v2'));
    expect(after.raw.abi).toBe(b64('packed-v2'));
    expect(after.code.wasm).toBe(b64('wasm-v2'));
    expect(node.calls.slice(0, 3)).toEqual([
      'get_raw_abi(hash)',
      'get_abi',
      'get_raw_code_and_abi',
    ]);
  });

  it('an ABI replaced while get_abi answered is not kept under the hash seen before', async () => {
    const node = fakeNode();
    node.afterGetAbi = () => {
      Object.assign(node.state, { packed: 'packed-v2', abi: abiNamed('v2') });
      node.afterGetAbi = () => {};
    };
    await visit(node, store);
    await settled(node);
    expect(await store.get('aa', 'abi', sha('packed-v1'))).toBeUndefined();
    expect(await store.get('aa', 'abi', sha('packed-v2'))).toBeUndefined();
  });

  it('keeps nothing under a hash that is not the sha256 of the bytes the node sent', async () => {
    const node = fakeNode();
    node.statedAbiHash = () => '0'.repeat(64);
    await visit(node, store);
    await new Promise((r) => setTimeout(r, 50));
    node.calls.length = 0;
    await visit(node, store);
    expect(node.calls).toContain('get_abi');
    expect(await store.get('aa', 'abi', '0'.repeat(64))).toBeUndefined();
  });

  it('a node without get_raw_abi is asked get_abi and get_raw_code_and_abi, as before', async () => {
    const node = fakeNode();
    node.hasRawAbi = false;
    for (let i = 0; i < 2; i++) {
      expect(
        await readAbi(
          node.client,
          'dice',
          () => readRawAbi(node.client, 'dice', undefined, store),
          undefined,
          store,
        ),
      ).toEqual({
        account_name: 'dice',
        abi: abiNamed('v1'),
      });
    }
    expect(node.calls.filter((c) => c === 'get_abi')).toHaveLength(2);
    expect(await store.usage()).toEqual({ entries: 0, bytes: 0 });
  });

  it('keeps nothing before the node’s chain is known', async () => {
    localStorage.clear();
    const node = fakeNode();
    await visit(node, store);
    await visit(node, store);
    expect(node.calls.filter((c) => c === 'get_abi')).toHaveLength(2);
    expect(await store.usage()).toEqual({ entries: 0, bytes: 0 });
  });

  it('reads another chain’s kept ABI for nothing', async () => {
    const node = fakeNode();
    await visit(node, store);
    await settled(node);
    rememberChain(NODE, { chain_id: 'bb', last_irreversible_block_num: 100 });
    node.calls.length = 0;
    await visit(node, store);
    expect(node.calls.slice(0, 3)).toEqual(['get_raw_abi', 'get_abi', 'get_raw_code_and_abi']);
  });
});
