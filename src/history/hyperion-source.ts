import type { CallOptions } from '@/api/call';
import type { GetActionsParams, HistoryAnswer, HistoryClient } from '@/api/history-client';
import { HistoryChainMismatchError } from '@/api/history-errors';
import type { NodeClient } from '@/api/node-client';
import { matchesActivityFilter } from './activity-filter';
import type { HistoryAction, HistoryTotal } from '@/api/history-model';
import type { ActivityQuery, HistorySource } from './source';
import { accountsOfActions, TOKEN_MOVEMENT_ACTIONS } from './token-movements';

/** Rows per get_actions call at most: servers cap `limit`, often at 1000. */
export const MAX_SERVICE_PAGE = 1000;

/**
 * Service pages one page of rows filtered here may take: an account that rarely matches must
 * not make one "load older" walk its whole history. A short page still offers the next.
 */
const MAX_FILL_REQUESTS = 5;

/**
 * A token's actions are paged oldest first by time, not by skip alone (services cap how far a
 * skip may reach): the cursor is `<time of the last action>|<actions at that time already read>`.
 */
function timeCursor(cursor: string | undefined): { after: string | undefined; skip: number } {
  const bar = cursor?.lastIndexOf('|') ?? -1;
  if (!cursor || bar < 0) return { after: undefined, skip: 0 };
  return { after: cursor.slice(0, bar) || undefined, skip: skipOf(cursor.slice(bar + 1)) };
}

function skipOf(cursor: string | undefined): number {
  const n = cursor === undefined ? 0 : Number(cursor);
  return Number.isSafeInteger(n) && n >= 0 ? n : 0;
}

/** The get_actions parameters of an activity query (direction `in` is filtered here: see below). */
export function activityParams(query: ActivityQuery): GetActionsParams {
  const params: GetActionsParams = { account: query.account, sort: 'desc' };
  if (query.contract || query.action) {
    params.filter = [`${query.contract || '*'}:${query.action || '*'}`];
  }
  if (query.after) params.after = query.after;
  if (query.before) params.before = query.before;
  // `out` is exactly "the account authorised it"; `in` (took part without authorising) has no
  // server-side form, so those pages are filtered after they arrive.
  if (query.direction === 'out') params.fields = { 'act.authorization.actor': query.account };
  return params;
}

/** One page of a token contract's transfers and issues, oldest first, and the cursor after it. */
async function tokenActionsPage(
  history: HistoryClient,
  code: string,
  cursor: string | undefined,
  o?: CallOptions,
): Promise<{ actions: HistoryAction[]; next: string | undefined }> {
  const { after, skip } = timeCursor(cursor);
  const { actions } = await history.getActions(
    {
      filter: TOKEN_MOVEMENT_ACTIONS.map((a) => `${code}:${a}`),
      sort: 'asc',
      limit: MAX_SERVICE_PAGE,
      skip,
      ...(after ? { after } : {}),
    },
    o,
  );
  const last = actions.at(-1);
  if (!last || actions.length < MAX_SERVICE_PAGE) return { actions, next: undefined };
  const atLast = actions.filter((a) => a.timestamp === last.timestamp).length;
  // A page all at one time moves on by skip alone.
  return {
    actions,
    next: `${last.timestamp}|${last.timestamp === after ? skip + atLast : atLast}`,
  };
}

/**
 * History from a Hyperion service. Before its first answer is used, the service's chain id
 * (/v2/health) must equal the node's: a service of another chain (or one that does not say) is
 * refused with HistoryChainMismatchError, so two chains are never mixed.
 */
export function createHyperionSource(opts: {
  history: HistoryClient;
  node: Pick<NodeClient, 'baseUrl' | 'getInfo'>;
}): HistorySource {
  const { history, node } = opts;
  let verified: Promise<void> | undefined;
  // The chain check's health answer, for the first reach: the line under the first view then
  // costs no second /v2/health. Later reaches ask again (the index moves on).
  let checkedHealth: HistoryAnswer<'getHealth'> | undefined;
  // The newest block of any row answered: the service has indexed at least that far. A reach
  // must never say less (the check's health may be minutes older than the rows, when the first
  // question was an account's creator and its activity came later).
  let newestAnswered = 0;
  const answered = (rows: readonly HistoryAction[]) => {
    for (const r of rows) newestAnswered = Math.max(newestAnswered, r.blockNum);
  };

  const verify = (o?: CallOptions): Promise<void> => {
    verified ??= (async () => {
      const [health, info] = await Promise.all([history.getHealth(o), node.getInfo(o)]);
      const nodeChainId = info.chain_id.toLowerCase();
      if (health.chainId !== nodeChainId) {
        throw new HistoryChainMismatchError({
          serviceUrl: history.baseUrl,
          nodeUrl: node.baseUrl,
          serviceChainId: health.chainId,
          nodeChainId,
        });
      }
      checkedHealth = health;
    })();
    // A failure to ask (network, abort) is tried again next time; a mismatch stays refused.
    verified.catch((e: unknown) => {
      if (!(e instanceof HistoryChainMismatchError)) verified = undefined;
    });
    return verified;
  };

  return {
    kind: 'hyperion',
    id: history.baseUrl,

    async activity(query, page, o) {
      let skip = skipOf(page.cursor);
      const limit = Math.min(Math.max(1, page.limit), MAX_SERVICE_PAGE);
      const params = activityParams(query);
      // The first page is asked alongside the chain check, not after it (one round trip instead
      // of two before the first row); its answer is used only once the check has passed.
      const first = history.getActions({ ...params, skip, limit }, o);
      first.catch(() => undefined);
      await verify(o);
      // `in` and a token symbol have no server-side form every server knows: filtered here, so
      // a service page may keep few rows. More pages are asked (a bounded number) until the
      // page is full, so "load older" never shows a near-empty page.
      const filteredHere = query.direction === 'in' || query.symbol !== undefined;
      const rows: HistoryAction[] = [];
      let total: HistoryTotal | undefined;
      let end = false;
      for (let asked = 1; ; asked++) {
        const answer = await (asked === 1
          ? first
          : history.getActions({ ...params, skip, limit }, o));
        total ??= answer.total;
        answered(answer.actions);
        rows.push(
          ...(filteredHere
            ? answer.actions.filter((a) => matchesActivityFilter(a, query.account, query))
            : answer.actions),
        );
        end =
          answer.actions.length < limit ||
          (answer.total?.exact === true && skip + limit >= answer.total.value);
        skip += limit;
        if (end || !filteredHere || rows.length >= limit || asked >= MAX_FILL_REQUESTS) break;
      }
      return {
        rows,
        next: end ? undefined : String(skip),
        // A client-side filter makes the service's count an upper bound: not shown as a total.
        total: filteredHere ? undefined : total,
      };
    },

    async transaction(trxId, o) {
      await verify(o);
      const found = await history.getTransaction(trxId.toLowerCase(), o);
      answered(found?.actions ?? []);
      const first = found?.actions[0];
      if (!found || !first) return null;
      return {
        trxId: found.trxId,
        blockNum: first.blockNum,
        timestamp: first.timestamp,
        actions: found.actions,
        executions: [],
        source: 'hyperion',
      };
    },

    async creator(account, o) {
      await verify(o);
      const answer = await history.getCreator(account, o);
      return answer.creator ? answer : null;
    },

    async createdAccounts(account, page, o) {
      await verify(o);
      const skip = skipOf(page.cursor);
      const limit = Math.min(Math.max(1, page.limit), MAX_SERVICE_PAGE);
      const answer = await history.getCreatedAccounts(account, { skip, limit }, o);
      return {
        accounts: answer.accounts,
        next: answer.accounts.length < limit ? undefined : String(skip + limit),
      };
    },

    async tokenAccounts(code, symbol, cursor, o) {
      await verify(o);
      const page = await tokenActionsPage(history, code, cursor, o);
      answered(page.actions);
      return {
        accounts: accountsOfActions(page.actions, code, symbol),
        next: page.next,
        actions: page.actions.length,
        lastBlock: page.actions.at(-1)?.blockNum,
      };
    },

    async reach(o) {
      await verify(o);
      const checked = checkedHealth;
      checkedHealth = undefined;
      const isCurrent = (checked?.lastIndexedBlock ?? 0) >= newestAnswered;
      const health = checked && isCurrent ? checked : await history.getHealth(o);
      return {
        kind: 'hyperion',
        serviceUrl: history.baseUrl,
        version: health.version,
        chainId: health.chainId ?? '',
        firstIndexedBlock: health.firstIndexedBlock,
        lastIndexedBlock:
          health.lastIndexedBlock === undefined
            ? undefined
            : Math.max(health.lastIndexedBlock, newestAnswered),
        missingBlocks: health.missingBlocks,
      };
    },
  };
}
