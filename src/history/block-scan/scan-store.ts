import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { JsonObject } from '@/api/json-object';
import type { BlockHistory } from '@/history/block-rows';
import { participantsOf } from '@/history/block-rows';
import type { BlockRange, DeferredExecution, HistoryAction } from '@/api/history-model';
import { matchesActivityFilter, type ActivityFilter } from '@/history/activity-filter';
import { mergeRanges } from '@/history/ranges';

/**
 * What the block scan has read, kept in IndexedDB: one database per chain id (so two chains can
 * never mix), readable from the page and the scan worker alike.
 *
 * Schema (HISTORY_DB_VERSION 1):
 * - `rows` (key `k` = zero-padded block.trx.action, so keys sort in chain order): one compact row
 *   per root action of every irreversible block read, for every account (not only the one the
 *   scan was for). Index `participant` (multiEntry) on `p` = `${account}|${k}` for each account
 *   that took part (block-rows.ts), so an account's rows come newest first from one key range;
 *   index `trx` on the transaction id.
 * - `executions` (key `${trxId}|${block}`, index `trx`): receipts that name a transaction by id
 *   only (a deferred transaction ran, failed or expired there).
 * - `ranges` (key `from`): the merged block ranges read. A block in a range is never fetched again.
 * - `meta`: row count and approximate size, for Settings.
 * Only irreversible blocks are written: the scan keeps rows of blocks above LIB in memory.
 *
 * A catalogue database lists the chains that have a history database, so Settings can show the
 * space used and clear them all.
 */

export const HISTORY_DB_VERSION = 1;
const DB_PREFIX = 'explorer-history:';
const CATALOGUE_DB = 'explorer-history';
const CATALOGUE_VERSION = 1;

/** A row as stored: short field names, since a scan can keep hundreds of thousands. */
interface StoredRow {
  k: string;
  /** Block number. */
  b: number;
  /** Block time (node form). */
  t: string;
  /** Transaction id. */
  x: string;
  /** Receipt status. */
  s: string;
  /** Index among the transaction's root actions. */
  i: number;
  /** Contract. */
  c: string;
  /** Action name. */
  a: string;
  /** Authorization as [actor, permission] pairs. */
  au: [string, string][];
  d: JsonObject | string;
  /** 1 when data was shortened. */
  dt?: 1;
  /** Participant keys `${account}|${k}`. */
  p: string[];
}

interface StoredExecution {
  k: string;
  x: string;
  b: number;
  t: string;
  s: string;
}

interface StoredUsage {
  key: 'usage';
  rows: number;
  /** Approximate bytes of the stored rows (their JSON length). */
  bytes: number;
}

interface HistoryDb extends DBSchema {
  rows: { key: string; value: StoredRow; indexes: { participant: string; trx: string } };
  executions: { key: string; value: StoredExecution; indexes: { trx: string } };
  ranges: { key: number; value: BlockRange };
  meta: { key: string; value: StoredUsage };
}

interface CatalogueDb extends DBSchema {
  chains: { key: string; value: { chainId: string; firstUsed: number } };
}

/** Sorts as the chain orders actions: block, then transaction, then action. */
export function rowKey(blockNum: number, trxIndex: number, actionIndex: number): string {
  return `${String(blockNum).padStart(10, '0')}.${String(trxIndex).padStart(5, '0')}.${String(actionIndex).padStart(4, '0')}`;
}

// Every character of an account name sorts below '|', and '~' above every digit of a key.
const participantRange = (account: string, below?: string) =>
  IDBKeyRange.bound(`${account}|`, below ? `${account}|${below}` : `${account}|~`, false, true);

function toStored(row: HistoryAction, key: string): StoredRow {
  const stored: StoredRow = {
    k: key,
    b: row.blockNum,
    t: row.timestamp,
    x: row.trxId,
    s: row.status ?? 'executed',
    i: row.actionIndex ?? 0,
    c: row.contract,
    a: row.action,
    au: row.authorization.map((a) => [a.actor, a.permission]),
    d: row.data,
    p: participantsOf(row).map((account) => `${account}|${key}`),
  };
  if (row.dataTruncated) stored.dt = 1;
  return stored;
}

function fromStored(s: StoredRow): HistoryAction {
  return {
    blockNum: s.b,
    timestamp: s.t,
    trxId: s.x,
    globalSequence: undefined,
    actionOrdinal: undefined,
    creatorActionOrdinal: undefined,
    actionIndex: s.i,
    contract: s.c,
    action: s.a,
    authorization: s.au.map(([actor, permission]) => ({ actor, permission })),
    data: s.d,
    lossyFields: [],
    dataTruncated: s.dt === 1,
    receivers: undefined,
    status: s.s,
    source: 'scan',
  };
}

export interface StoreUsage {
  chainId: string;
  rows: number;
  approxBytes: number;
  ranges: BlockRange[];
}

export interface HistoryStore {
  readonly chainId: string;
  /** Block ranges read and kept, merged, ascending. */
  readRanges(): Promise<BlockRange[]>;
  /**
   * Keeps the blocks' rows and executions and marks `range` read, all in one transaction (so a
   * range is never marked without its rows). Every block in `range` must be irreversible.
   */
  commit(range: BlockRange, blocks: readonly BlockHistory[]): Promise<void>;
  /**
   * An account's rows, newest first, passing `filter`, strictly older than `cursor` (a key from a
   * previous page's `next`); `next` is set when more rows may follow.
   */
  accountRows(
    account: string,
    filter: ActivityFilter,
    page: { cursor?: string | undefined; limit: number },
  ): Promise<{ rows: HistoryAction[]; next: string | undefined }>;
  /** Every stored action of a transaction in chain order, and the receipts naming it by id. */
  transaction(trxId: string): Promise<{ rows: HistoryAction[]; executions: DeferredExecution[] }>;
  usage(): Promise<StoreUsage>;
  close(): void;
}

function dbName(chainId: string): string {
  return `${DB_PREFIX}${chainId.toLowerCase()}`;
}

async function openCatalogue(): Promise<IDBPDatabase<CatalogueDb>> {
  return openDB<CatalogueDb>(CATALOGUE_DB, CATALOGUE_VERSION, {
    upgrade(db) {
      db.createObjectStore('chains', { keyPath: 'chainId' });
    },
  });
}

async function openChainDb(chainId: string): Promise<IDBPDatabase<HistoryDb>> {
  let opened: IDBPDatabase<HistoryDb> | undefined;
  const open = async () =>
    (opened = await openDB<HistoryDb>(dbName(chainId), HISTORY_DB_VERSION, {
      upgrade(db, oldVersion) {
        // One step per version; a later version adds its own step below this one.
        if (oldVersion < 1) {
          const rows = db.createObjectStore('rows', { keyPath: 'k' });
          rows.createIndex('participant', 'p', { multiEntry: true });
          rows.createIndex('trx', 'x');
          const executions = db.createObjectStore('executions', { keyPath: 'k' });
          executions.createIndex('trx', 'x');
          db.createObjectStore('ranges', { keyPath: 'from' });
          db.createObjectStore('meta', { keyPath: 'key' });
        }
      },
      // Another tab wants a newer schema, or Settings deletes the data: let it.
      blocking() {
        opened?.close();
      },
    }));
  try {
    return await open();
  } catch (e) {
    // A newer explorer left a newer schema: the data is a cache, so start again rather than fail.
    if (e instanceof DOMException && e.name === 'VersionError') {
      await deleteDB(dbName(chainId));
      return open();
    }
    throw e;
  }
}

/**
 * Opens (creating when needed) the history store of one chain. Fails when IndexedDB is
 * unavailable (some private modes): callers then scan without keeping what they read.
 */
export async function openHistoryStore(chainId: string): Promise<HistoryStore> {
  const catalogue = await openCatalogue();
  try {
    if (!(await catalogue.get('chains', chainId.toLowerCase()))) {
      await catalogue.put('chains', { chainId: chainId.toLowerCase(), firstUsed: Date.now() });
    }
  } finally {
    catalogue.close();
  }
  const db = await openChainDb(chainId);

  return {
    chainId: chainId.toLowerCase(),

    async readRanges() {
      return db.getAll('ranges');
    },

    async commit(range, blocks) {
      const tx = db.transaction(['rows', 'executions', 'ranges', 'meta'], 'readwrite');
      const rowsStore = tx.objectStore('rows');
      let added = 0;
      let bytes = 0;
      const writes: Promise<unknown>[] = [];
      for (const block of blocks) {
        for (const { row, trxIndex } of block.rows) {
          const stored = toStored(row, rowKey(row.blockNum, trxIndex, row.actionIndex ?? 0));
          added += 1;
          bytes += JSON.stringify(stored).length;
          writes.push(rowsStore.put(stored));
        }
        for (const e of block.executions) {
          writes.push(
            tx.objectStore('executions').put({
              k: `${e.trxId}|${String(e.blockNum).padStart(10, '0')}`,
              x: e.trxId,
              b: e.blockNum,
              t: e.timestamp,
              s: e.status,
            }),
          );
        }
      }
      const rangesStore = tx.objectStore('ranges');
      const existing = await rangesStore.getAll();
      const merged = mergeRanges([...existing, range]);
      for (const r of existing) {
        if (!merged.some((m) => m.from === r.from && m.to === r.to))
          writes.push(rangesStore.delete(r.from));
      }
      for (const m of merged) writes.push(rangesStore.put(m));
      const meta = tx.objectStore('meta');
      const usage = (await meta.get('usage')) ?? { key: 'usage', rows: 0, bytes: 0 };
      writes.push(meta.put({ key: 'usage', rows: usage.rows + added, bytes: usage.bytes + bytes }));
      await Promise.all([...writes, tx.done]);
    },

    async accountRows(account, filter, page) {
      const tx = db.transaction('rows');
      const rows: HistoryAction[] = [];
      let lastKey: string | undefined;
      let more = false;
      let cursor = await tx.store
        .index('participant')
        .openCursor(participantRange(account, page.cursor), 'prev');
      while (cursor) {
        const stored = cursor.value;
        // Newest first: once older than `after`, nothing further can match.
        if (filter.after && stored.t < filter.after) break;
        const row = fromStored(stored);
        if (matchesActivityFilter(row, account, filter)) {
          if (rows.length === page.limit) {
            more = true;
            break;
          }
          rows.push(row);
          lastKey = stored.k;
        }
        cursor = await cursor.continue();
      }
      await tx.done;
      // The next page starts strictly below the last row returned.
      return { rows, next: more ? lastKey : undefined };
    },

    async transaction(trxId) {
      const id = trxId.toLowerCase();
      const tx = db.transaction(['rows', 'executions']);
      const [stored, executions] = await Promise.all([
        tx.objectStore('rows').index('trx').getAll(id),
        tx.objectStore('executions').index('trx').getAll(id),
        tx.done,
      ]);
      stored.sort((a, b) => (a.k < b.k ? -1 : a.k > b.k ? 1 : 0));
      return {
        rows: stored.map(fromStored),
        executions: executions
          .sort((a, b) => a.b - b.b)
          .map((e) => ({ trxId: e.x, blockNum: e.b, timestamp: e.t, status: e.s })),
      };
    },

    async usage() {
      const [meta, ranges] = await Promise.all([db.get('meta', 'usage'), db.getAll('ranges')]);
      return {
        chainId: chainId.toLowerCase(),
        rows: meta?.rows ?? 0,
        approxBytes: meta?.bytes ?? 0,
        ranges,
      };
    },

    close() {
      db.close();
    },
  };
}

/** Space used by the history of every chain read in this browser, for Settings. */
export async function historyStorageUsage(): Promise<StoreUsage[]> {
  const catalogue = await openCatalogue();
  let chains: string[];
  try {
    chains = (await catalogue.getAll('chains')).map((c) => c.chainId);
  } finally {
    catalogue.close();
  }
  const usages: StoreUsage[] = [];
  for (const chainId of chains) {
    const store = await openHistoryStore(chainId);
    try {
      usages.push(await store.usage());
    } finally {
      store.close();
    }
  }
  return usages;
}

/**
 * Deletes what the block scan kept, for every chain. Open connections (another tab, a running
 * scan) are asked to close first (`blocking` above); the deletion waits for them.
 */
export async function clearHistoryStorage(): Promise<void> {
  const catalogue = await openCatalogue();
  try {
    const chains = await catalogue.getAll('chains');
    for (const { chainId } of chains) await deleteDB(dbName(chainId));
    await catalogue.clear('chains');
  } finally {
    catalogue.close();
  }
}
