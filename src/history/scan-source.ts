import { isJsonObject } from '@/api/json-object';
import { matchesActivityFilter } from './activity-filter';
import type { HistoryStore } from '@/history/block-scan/scan-store';
import type {
  AccountCreator,
  BlockRange,
  CreatedAccount,
  HistoryAction,
} from '@/api/history-model';
import type { ScanController } from '@/history/block-scan/scan-controller';
import type { ActivityQuery, HistorySource } from './source';

/**
 * History from the node's own blocks: answers come from the history store (what scans have kept,
 * from every visit) plus the current scan's rows that are not kept (above LIB, or no IndexedDB).
 * It answers only for the blocks read; the page reads more through `scan` (start, cancel, resume).
 *
 * Cursors: `u:<n>` continues in the unkept rows (all newer than kept ones), `s:<key>` in the store.
 */
export function createScanSource(opts: {
  nodeUrl: string;
  /** The chain's store; undefined when IndexedDB is unavailable. */
  store: HistoryStore | undefined;
  scan: ScanController;
}): HistorySource {
  const { store, scan } = opts;

  /** The current scan's unkept rows, when that scan was for `account`. */
  const unkeptFor = (account: string): HistoryAction[] => {
    const { target, unstoredRows } = scan.getState();
    return target && 'account' in target && target.account === account ? unstoredRows : [];
  };

  const newAccountsOf = async (account: string): Promise<HistoryAction[]> => {
    if (!store) return [];
    const rows: HistoryAction[] = [];
    let cursor: string | undefined;
    do {
      const page = await store.accountRows(
        account,
        { action: 'newaccount' },
        { cursor, limit: 200 },
      );
      rows.push(...page.rows);
      cursor = page.next;
    } while (cursor);
    return [...unkeptFor(account).filter((r) => r.action === 'newaccount'), ...rows];
  };

  return {
    kind: 'scan',
    id: 'blocks',
    scan,

    async activity(query: ActivityQuery, page) {
      const limit = Math.max(1, page.limit);
      const cursor = page.cursor ?? 'u:0';
      const rows: HistoryAction[] = [];
      if (cursor.startsWith('u:')) {
        const unkept = unkeptFor(query.account).filter((r) =>
          matchesActivityFilter(r, query.account, query),
        );
        const from = Number(cursor.slice(2)) || 0;
        rows.push(...unkept.slice(from, from + limit));
        if (from + limit < unkept.length) {
          return { rows, next: `u:${from + limit}`, total: undefined };
        }
      }
      if (!store) return { rows, next: undefined, total: undefined };
      // The unkept rows filled this page: the store's rows start the next one.
      if (rows.length === limit) return { rows, next: 's:', total: undefined };
      const stored = await store.accountRows(query.account, query, {
        cursor: cursor.startsWith('s:') ? cursor.slice(2) || undefined : undefined,
        limit: limit - rows.length,
      });
      rows.push(...stored.rows);
      return { rows, next: stored.next ? `s:${stored.next}` : undefined, total: undefined };
    },

    async transaction(trxId) {
      const id = trxId.toLowerCase();
      const kept = store ? await store.transaction(id) : { rows: [], executions: [] };
      const unkept = scan.getState().unstoredRows.filter((r) => r.trxId === id);
      const actions = kept.rows.length > 0 ? kept.rows : [...unkept].reverse();
      const first = actions[0];
      const execution = kept.executions[0];
      if (!first && !execution) return null;
      return {
        trxId: id,
        blockNum: first?.blockNum ?? execution?.blockNum ?? 0,
        timestamp: first?.timestamp ?? execution?.timestamp ?? '',
        actions,
        executions: kept.executions,
        source: 'scan',
      };
    },

    async creator(account): Promise<AccountCreator | null> {
      const created = (await newAccountsOf(account)).find(
        (r) => isJsonObject(r.data) && r.data['name'] === account,
      );
      if (!created || !isJsonObject(created.data)) return null;
      const creator = created.data['creator'];
      return {
        account,
        creator: typeof creator === 'string' ? creator : (created.authorization[0]?.actor ?? ''),
        trxId: created.trxId,
        blockNum: created.blockNum,
        timestamp: created.timestamp,
      };
    },

    async createdAccounts(account, page) {
      const all = (await newAccountsOf(account)).flatMap((r): CreatedAccount[] =>
        isJsonObject(r.data) && r.data['creator'] === account && typeof r.data['name'] === 'string'
          ? [{ name: r.data['name'], trxId: r.trxId, timestamp: r.timestamp, blockNum: r.blockNum }]
          : [],
      );
      const from = Number(page.cursor ?? 0) || 0;
      const limit = Math.max(1, page.limit);
      return {
        accounts: all.slice(from, from + limit),
        next: from + limit < all.length ? String(from + limit) : undefined,
      };
    },

    async reach() {
      const { plan, progress } = scan.getState();
      const down = progress?.readDownTo;
      let unkept: BlockRange | undefined;
      if (plan && down !== undefined) {
        // Blocks of this scan above LIB (or all of them without a store) are read but not kept.
        const bottom = plan.persistent ? Math.max(down, plan.lib + 1) : down;
        if (bottom <= plan.to) unkept = { from: bottom, to: plan.to };
      }
      return {
        kind: 'scan',
        nodeUrl: opts.nodeUrl,
        ranges: store ? await store.readRanges() : [],
        unkept,
      };
    },
  };
}
