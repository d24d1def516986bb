import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';

/**
 * Answers that can never change, kept in IndexedDB so a repeat visit needs no request for them:
 * irreversible blocks, and ABIs and code by their hash. Keys start with the chain id, so two
 * chains (or a node that moves to another chain) never mix. Least recently used entries go first
 * once the store passes its size limit. Apart from the block scan's history database
 * (history/block-scan/scan-store.ts): clearing one leaves the other.
 */

export const KEPT_DB_NAME = 'explorer-kept';
const KEPT_DB_VERSION = 1;
/** Default size limit, in bytes of the entries' JSON. */
export const KEPT_LIMIT_BYTES = 50_000_000;

/**
 * `abi` is get_abi's ABI and `abi-packed` the packed bytes (base64) of get_raw_abi, both by the
 * ABI's hash; `code` is the wasm (base64) by its hash; `abi-of` names the ABI hash last seen for
 * an account, the one a repeat visit sends the node to learn whether it changed.
 */
export type KeptKind = 'block' | 'block-id' | 'abi' | 'abi-packed' | 'code' | 'abi-of';

interface KeptEntry {
  /** `${chainId}|${kind}|${key}`. */
  k: string;
  chain: string;
  /** Last read or written (ms), for least-recently-used eviction. */
  used: number;
  /** Approximate size: the value's JSON length. */
  bytes: number;
  value: unknown;
}

interface KeptSchema extends DBSchema {
  entries: { key: string; value: KeptEntry; indexes: { used: number } };
  meta: { key: 'usage'; value: { key: 'usage'; entries: number; bytes: number } };
}

export interface KeptUsage {
  entries: number;
  bytes: number;
}

/** One answer to keep. */
export interface KeptItem {
  kind: KeptKind;
  key: string;
  value: unknown;
}

export interface KeptStore {
  get(chainId: string, kind: KeptKind, key: string): Promise<unknown>;
  put(chainId: string, kind: KeptKind, key: string, value: unknown): Promise<void>;
  /**
   * Keeps several entries in one transaction: all of them or, if it fails or the page goes
   * away meanwhile, none (a block without its id's entry would be found by number only).
   */
  putAll(chainId: string, items: readonly KeptItem[]): Promise<void>;
  /** Forgets every entry of these kinds kept for the chain (what the node has contradicted). */
  dropKinds(chainId: string, kinds: readonly KeptKind[]): Promise<void>;
  usage(): Promise<KeptUsage>;
  clear(): Promise<void>;
}

export interface KeptStoreOptions {
  name?: string;
  limitBytes?: number;
  now?: () => number;
}

const entryKey = (chainId: string, kind: KeptKind, key: string) => `${chainId}|${kind}|${key}`;

export function openKeptStore({
  name = KEPT_DB_NAME,
  limitBytes = KEPT_LIMIT_BYTES,
  now = Date.now,
}: KeptStoreOptions = {}): KeptStore {
  let db: Promise<IDBPDatabase<KeptSchema>> | null = null;
  const open = () =>
    (db ??= openDB<KeptSchema>(name, KEPT_DB_VERSION, {
      upgrade(d) {
        d.createObjectStore('entries', { keyPath: 'k' }).createIndex('used', 'used');
        d.createObjectStore('meta', { keyPath: 'key' });
      },
      // Another tab clearing the store deletes the database: let it, and reopen next time.
      blocking() {
        void db?.then((d) => d.close());
        db = null;
      },
    }));

  const store: KeptStore = {
    async get(chainId, kind, key) {
      const tx = (await open()).transaction('entries', 'readwrite');
      const entry = await tx.store.get(entryKey(chainId, kind, key));
      if (entry) await tx.store.put({ ...entry, used: now() });
      await tx.done;
      return entry?.value;
    },

    put: (chainId, kind, key, value) => store.putAll(chainId, [{ kind, key, value }]),

    async putAll(chainId, items) {
      // A single entry larger than the whole limit is not worth the space.
      const sized = items
        .map((item) => ({ ...item, bytes: JSON.stringify(item.value).length }))
        .filter((item) => item.bytes <= limitBytes);
      if (sized.length === 0) return;
      const tx = (await open()).transaction(['entries', 'meta'], 'readwrite');
      const entries = tx.objectStore('entries');
      const meta = tx.objectStore('meta');
      // A write that throws (a value IndexedDB cannot store) does not end the transaction by
      // itself: the writes before it would then be committed without it.
      try {
        const usage = (await meta.get('usage')) ?? { key: 'usage' as const, entries: 0, bytes: 0 };
        const written = new Set<string>();
        for (const { kind, key, value, bytes } of sized) {
          const k = entryKey(chainId, kind, key);
          const old = await entries.get(k);
          if (old) {
            usage.entries -= 1;
            usage.bytes -= old.bytes;
          }
          await entries.put({ k, chain: chainId, used: now(), bytes, value });
          usage.entries += 1;
          usage.bytes += bytes;
          written.add(k);
        }
        // Least recently used first, until the store fits its limit again.
        if (usage.bytes > limitBytes) {
          let cursor = await entries.index('used').openCursor();
          while (cursor && usage.bytes > limitBytes) {
            if (!written.has(cursor.value.k)) {
              usage.entries -= 1;
              usage.bytes -= cursor.value.bytes;
              await cursor.delete();
            }
            cursor = await cursor.continue();
          }
        }
        await meta.put(usage);
      } catch (error) {
        // The abort is the outcome wanted here, not a second failure to report.
        tx.done.catch(() => undefined);
        try {
          tx.abort();
        } catch {
          // Already over (the failing write ended it).
        }
        throw error;
      }
      await tx.done;
    },

    async dropKinds(chainId, kinds) {
      const tx = (await open()).transaction(['entries', 'meta'], 'readwrite');
      const entries = tx.objectStore('entries');
      const meta = tx.objectStore('meta');
      const usage = (await meta.get('usage')) ?? { key: 'usage' as const, entries: 0, bytes: 0 };
      for (const kind of kinds) {
        // Keys are `${chainId}|${kind}|${key}`: one kind of one chain is one key range.
        const prefix = entryKey(chainId, kind, '');
        let cursor = await entries.openCursor(IDBKeyRange.bound(prefix, `${prefix}\uffff`));
        while (cursor) {
          usage.entries -= 1;
          usage.bytes -= cursor.value.bytes;
          await cursor.delete();
          cursor = await cursor.continue();
        }
      }
      await meta.put(usage);
      await tx.done;
    },

    async usage() {
      const usage = await (await open()).get('meta', 'usage');
      return { entries: usage?.entries ?? 0, bytes: usage?.bytes ?? 0 };
    },

    async clear() {
      const current = db;
      db = null;
      if (current) (await current).close();
      await deleteDB(name);
    },
  };
  return store;
}

let shared: KeptStore | null = null;
/** The one store every kind of kept data uses, so Settings' clear button clears all of it. */
export const keptStore = (): KeptStore => (shared ??= openKeptStore());
