import { base64Bytes, sha256Hex } from '@/api/bytes';
import type { Abi, GetAbi, GetRawAbi, GetRawCodeAndAbi, NodeClient } from '@/api/node-client';
import { recalledChain } from './chain-memory';
import { keptStore, type KeptKind, type KeptStore } from './kept-db';

/*
 * ABIs and code kept in this browser (kept-db.ts) by their hash. A hash names its content
 * forever, so what is kept is never stale: only which hash an account has now can change, and
 * that is asked of the node each time, cheaply (get_raw_abi with the ABI hash last seen, which
 * the node answers without the ABI when it is unchanged, and with both hashes). Packed ABIs and
 * wasm are kept under the sha256 computed here, not a hash the node states; get_abi's JSON has
 * no hash of its own, so it is kept under the ABI hash the node stated both before and after
 * answering it. A node without get_raw_abi is asked as before, and nothing is kept. Loaded
 * lazily, by the contract queries, once the node's chain is known (chain-memory.ts).
 */

type Client = Pick<NodeClient, 'baseUrl' | 'getAbi' | 'getRawAbi' | 'getRawCodeAndAbi'>;

/** get_raw_abi as the page sees it: the packed ABI filled in from the kept one when unchanged. */
export type Hashes = () => Promise<GetRawAbi>;

/** Keeping is a favour to the next visit: a store that fails (quota, private mode) changes nothing now. */
async function read(store: KeptStore, chainId: string, kind: KeptKind, key: string) {
  return store.get(chainId, kind, key).catch(() => undefined);
}
async function write(
  store: KeptStore,
  chainId: string,
  kind: KeptKind,
  key: string,
  value: unknown,
) {
  await store.put(chainId, kind, key, value).catch(() => undefined);
}

/** The sha256 of base64 content; null where it cannot be computed (then nothing is kept). */
async function contentHash(base64: string): Promise<string | null> {
  const bytes = base64Bytes(base64);
  return bytes ? sha256Hex(bytes).catch(() => null) : null;
}

/** Keeps a packed ABI under its own sha256; true when that is the hash the node states. */
async function keepPacked(
  store: KeptStore,
  chainId: string,
  account: string,
  answer: GetRawAbi,
): Promise<boolean> {
  if (answer.abi === undefined) return false;
  const hash = await contentHash(answer.abi);
  if (hash === null) return false;
  await write(store, chainId, 'abi-packed', hash, answer.abi);
  if (hash !== answer.abi_hash.toLowerCase()) return false;
  await write(store, chainId, 'abi-of', account, hash);
  return true;
}

/**
 * get_raw_abi, sending the ABI hash last seen for `account`: unchanged, the node leaves the
 * ABI out and the kept packed ABI fills it in; changed (or never seen), it sends the new one,
 * which is kept.
 */
export async function readRawAbi(
  client: Client,
  account: string,
  signal?: AbortSignal,
  store: KeptStore = keptStore(),
): Promise<GetRawAbi> {
  const chain = recalledChain(client.baseUrl);
  if (!chain) return client.getRawAbi(account, undefined, { signal });
  const known = await read(store, chain.chainId, 'abi-of', account);
  const answer = await client.getRawAbi(account, typeof known === 'string' ? known : undefined, {
    signal,
  });
  if (answer.abi !== undefined) {
    await keepPacked(store, chain.chainId, account, answer);
    return answer;
  }
  const packed = await read(store, chain.chainId, 'abi-packed', answer.abi_hash.toLowerCase());
  if (typeof packed === 'string') return { ...answer, abi: packed };
  // The kept bytes are gone (dropped as least recently used, or cleared): ask for them.
  const full = await client.getRawAbi(account, undefined, { signal });
  await keepPacked(store, chain.chainId, account, full);
  return full;
}

/**
 * get_abi, or the kept ABI when the account's ABI hash (from `hashes`, the page's get_raw_abi)
 * is one this browser has kept. A node that does not answer get_raw_abi is asked get_abi, as
 * without a store.
 */
export async function readAbi(
  client: Client,
  account: string,
  hashes: Hashes,
  signal?: AbortSignal,
  store: KeptStore = keptStore(),
): Promise<GetAbi> {
  const chain = recalledChain(client.baseUrl);
  const before = chain ? await hashes().catch(() => null) : null;
  if (!chain || !before) return client.getAbi(account, { signal });
  const hash = before.abi_hash.toLowerCase();
  const kept = (await read(store, chain.chainId, 'abi', hash)) as { abi: Abi | null } | undefined;
  if (kept) return { account_name: account, abi: kept.abi ?? undefined };

  const answer = await client.getAbi(account, { signal });
  // Kept only under a hash this browser has checked against the packed bytes (a node's word for
  // a hash is not enough to serve one account's ABI to another), and only when the hash was the
  // same before and after get_abi answered, so the JSON is that hash's ABI. The check after is
  // a request of its own; the page does not wait for it.
  void (async () => {
    if ((await read(store, chain.chainId, 'abi-packed', hash)) === undefined) return;
    const after = await client.getRawAbi(account, hash).catch(() => null);
    if (after?.abi_hash.toLowerCase() !== hash) return;
    await write(store, chain.chainId, 'abi', hash, { abi: answer.abi ?? null });
  })();
  return answer;
}

/**
 * get_raw_code_and_abi, or the kept wasm when the account's code hash (from `hashes`) is one
 * this browser has kept, with the packed ABI of the same answer.
 */
export async function readRawCodeAndAbi(
  client: Client,
  account: string,
  hashes: Hashes,
  signal?: AbortSignal,
  store: KeptStore = keptStore(),
): Promise<GetRawCodeAndAbi> {
  const chain = recalledChain(client.baseUrl);
  const now = chain ? await hashes().catch(() => null) : null;
  if (chain && now?.abi !== undefined) {
    const wasm = await read(store, chain.chainId, 'code', now.code_hash.toLowerCase());
    if (typeof wasm === 'string') return { account_name: account, wasm, abi: now.abi };
  }
  const answer = await client.getRawCodeAndAbi(account, { signal });
  if (chain) {
    const hash = await contentHash(answer.wasm);
    if (hash !== null) await write(store, chain.chainId, 'code', hash, answer.wasm);
  }
  return answer;
}
