import type { DBSchema, IDBPDatabase } from 'idb';
import { openCacheDb } from './cache-db';

/**
 * The holders of tokens found in this browser, one IndexedDB database per chain id (two chains
 * never mix), so a repeat visit lists them without asking the node. Per token (`t` =
 * `<contract>/<symbol>`):
 * - `holders` (key [t, account]): each balance read, with the head block when it was read; index
 *   `byBalance` on [t, s], `s` the balance in base units zero-padded to 20 digits, so the largest
 *   come first from one key range and a page is one cursor walk;
 * - `pending` (key [t, account]): accounts found but not read yet (what a resume reads);
 * - `tokens` (key t): how far finding and reading went, the sum of the balances read, the supply
 *   when they were read.
 */

const DB_PREFIX = 'explorer-holders:';
const DB_VERSION = 1;
/** Base units of a balance, as text sorting like the number (int64 has at most 19 digits). */
const SORT_DIGITS = 20;

export interface StoredHolder {
  t: string;
  a: string;
  /** The balance's decimal amount ("123.4567"). */
  amount: string;
  s: string;
  /** Head block when the balance was read. */
  b: number;
}

export interface HoldersMeta {
  t: string;
  /** Where the accounts were found: a history service's URL, or `blocks` for the scan. */
  source: string;
  /** The finding's place in the source (its cursor); undefined at the start. */
  cursor: string | undefined;
  /** Whether the finding reached the end of what the source knew. */
  found: boolean;
  /** Accounts found so far (read or not). */
  accounts: number;
  /** Balances read so far. */
  read: number;
  /** Sum of the balances read, base units. */
  sum: string;
  /** The token's supply when its balances were read. */
  supply: string | undefined;
  /** Head block when the first and the last balance were read. */
  firstBlock: number | undefined;
  lastBlock: number | undefined;
  updatedAt: number;
}

interface HoldersDb extends DBSchema {
  holders: { key: [string, string]; value: StoredHolder; indexes: { byBalance: [string, string] } };
  pending: { key: [string, string]; value: { t: string; a: string } };
  tokens: { key: string; value: HoldersMeta };
}

/** A balance read: the account and its amount's base units, or null when it holds no row. */
export interface ReadBalance {
  account: string;
  amount: string;
  units: bigint;
}

export interface HoldersPage {
  holders: StoredHolder[];
  /** The last holder's [s, account], to continue below it. */
  next: [string, string] | undefined;
}

export interface HoldersStore {
  readonly chainId: string;
  meta(token: string): Promise<HoldersMeta | undefined>;
  putMeta(meta: HoldersMeta): Promise<void>;
  /** Adds the accounts not seen yet to `pending`; returns how many were new. */
  addFound(token: string, accounts: readonly string[]): Promise<number>;
  /** Up to `limit` accounts waiting to be read. */
  pending(token: string, limit: number): Promise<string[]>;
  /**
   * Keeps balances read at `block` and takes their accounts off `pending`, in one transaction;
   * returns the change of the sum of the balances (base units).
   */
  putBalances(token: string, balances: readonly ReadBalance[], block: number): Promise<bigint>;
  /** Holders by balance, largest first, holding more than nothing; `after` continues a page. */
  page(token: string, limit: number, after?: [string, string]): Promise<HoldersPage>;
  /** How many hold more than nothing. */
  count(token: string): Promise<number>;
  /** Forgets everything found of the token. */
  clear(token: string): Promise<void>;
  close(): void;
}

const sortKey = (units: bigint) => units.toString().padStart(SORT_DIGITS, '0');
const ZERO = sortKey(0n);

/** The key range of a token's holders holding more than nothing, by balance. */
const heldRange = (token: string) => IDBKeyRange.bound([token, `${ZERO}\u0000`], [token, '\uffff']);

function openChainDb(chainId: string): Promise<IDBPDatabase<HoldersDb>> {
  return openCacheDb<HoldersDb>(`${DB_PREFIX}${chainId.toLowerCase()}`, DB_VERSION, (db, old) => {
    if (old < 1) {
      const holders = db.createObjectStore('holders', { keyPath: ['t', 'a'] });
      holders.createIndex('byBalance', ['t', 's']);
      db.createObjectStore('pending', { keyPath: ['t', 'a'] });
      db.createObjectStore('tokens', { keyPath: 't' });
    }
  });
}

/** Opens the holders store of one chain; fails where IndexedDB is unavailable. */
export async function openHoldersStore(chainId: string): Promise<HoldersStore> {
  const db = await openChainDb(chainId);
  const tokenRange = (token: string) => IDBKeyRange.bound([token, ''], [token, '\uffff']);
  return {
    chainId: chainId.toLowerCase(),
    meta: (token) => db.get('tokens', token),
    putMeta: async (meta) => {
      await db.put('tokens', meta);
    },

    async addFound(token, accounts) {
      const tx = db.transaction(['holders', 'pending'], 'readwrite');
      const holders = tx.objectStore('holders');
      const pending = tx.objectStore('pending');
      const known = await Promise.all(
        accounts.map(
          async (a) =>
            (await holders.getKey([token, a])) !== undefined ||
            (await pending.getKey([token, a])) !== undefined,
        ),
      );
      const added = accounts.filter((_, i) => !known[i]);
      await Promise.all([...added.map((a) => pending.put({ t: token, a })), tx.done]);
      return added.length;
    },

    async pending(token, limit) {
      const keys = await db.getAllKeys('pending', tokenRange(token), limit);
      return keys.map(([, a]) => a);
    },

    async putBalances(token, balances, block) {
      const tx = db.transaction(['holders', 'pending'], 'readwrite');
      const holders = tx.objectStore('holders');
      let change = 0n;
      const writes: Promise<unknown>[] = [];
      for (const { account, amount, units } of balances) {
        const before = await holders.get([token, account]);
        if (before) change -= BigInt(before.s);
        change += units;
        const row: StoredHolder = { t: token, a: account, amount, s: sortKey(units), b: block };
        writes.push(holders.put(row), tx.objectStore('pending').delete([token, account]));
      }
      await Promise.all([...writes, tx.done]);
      return change;
    },

    async page(token, limit, after) {
      const range = after
        ? IDBKeyRange.bound([token, `${ZERO}\u0000`], [token, after[0]], false, false)
        : heldRange(token);
      const tx = db.transaction('holders');
      const out: StoredHolder[] = [];
      let cursor = await tx.store.index('byBalance').openCursor(range, 'prev');
      // Holders of one balance sort by account within it: skip up to and including `after`.
      while (cursor && after && cursor.value.s === after[0] && cursor.value.a >= after[1]) {
        cursor = await cursor.continue();
      }
      let more = false;
      while (cursor) {
        if (out.length === limit) {
          more = true;
          break;
        }
        out.push(cursor.value);
        cursor = await cursor.continue();
      }
      await tx.done;
      const last = out.at(-1);
      return { holders: out, next: more && last ? [last.s, last.a] : undefined };
    },

    count: (token) => db.countFromIndex('holders', 'byBalance', heldRange(token)),

    async clear(token) {
      const tx = db.transaction(['holders', 'pending', 'tokens'], 'readwrite');
      await Promise.all([
        tx.objectStore('holders').delete(tokenRange(token)),
        tx.objectStore('pending').delete(tokenRange(token)),
        tx.objectStore('tokens').delete(token),
        tx.done,
      ]);
    },

    close() {
      db.close();
    },
  };
}
