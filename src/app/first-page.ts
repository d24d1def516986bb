import { sendEarly } from '@/api/early-responses';
import { firstActivityQuery, historyPaths, historyUrl, serviceBaseUrl } from '@/api/history-paths';
import { mayBeKeptBlock } from '@/api/kept/chain-memory';
import { readKeptEarly } from '@/api/kept/early-kept-block';
import {
  accountBody,
  blockBody,
  currencyStatsBody,
  endpointPaths,
  EVERY_PRODUCER_PAGE,
  producersBody,
  scheduledTransactionsBody,
  type NodeRequest,
} from '@/api/requests';
import { deferredPage, readDeferredView } from '@/features/deferred/deferred-url';
import { appPath } from '@/lib/base-path';
import { isAccountName, isBlockId, isBlockNumber, readTokenAddress } from '@/api/chain-refs';
import { loadPage, type PageName } from './pages';

/** What the first page needs, known from its URL alone. */
export interface FirstPage {
  /** Its code: the page, and for an account tab the account page around it. */
  pages: PageName[];
  /** What it asks the node first: the same requests its route prefetch starts (route-prefetch). */
  requests: NodeRequest[];
  /**
   * The account whose activity (no filters) the page opens with: a history service is asked for
   * its first page and its chain, as the Hyperion source asks them.
   */
  activityOf?: string;
  /**
   * Its first drawing in English builds no Intl formatter (lib/format's English forms only), so
   * the start-up builds none ahead of it either: that would only put ICU's start-up (25–45 ms)
   * on the way to its first row. An e2e test (history-service.spec) holds it true.
   */
  intlFreeInEnglish?: true;
}

// Maps and lists, not object literals: a path segment such as `constructor` must not find anything.
/** The pages whose one-word path is their name (every first load carries this list: no pairs). */
const SINGLE: PageName[] = [
  'blocks',
  'producers',
  'schedule',
  'deferred',
  'names',
  'peers',
  'nodes',
  'tools',
  'settings',
  'search',
];

/** Account tabs and tools, each the page `account-<tab>` or `tools-<tool>`. */
const ACCOUNT_TABS = ['activity', 'permissions', 'tokens', 'contract', 'tables'] as const;
const TOOLS = ['abi', 'transaction'] as const;

const blockRequest = (ref: string): NodeRequest[] =>
  isBlockNumber(ref) || isBlockId(ref) ? [{ endpoint: 'getBlock', body: blockBody(ref) }] : [];

const accountRequest = (name: string): NodeRequest[] =>
  isAccountName(name) ? [{ endpoint: 'getAccount', body: accountBody(name) }] : [];

const tokenRequest = (code: string, symbol: string): NodeRequest[] => {
  const token = readTokenAddress(code, symbol);
  return token
    ? [{ endpoint: 'getCurrencyStats', body: currencyStatsBody(token.code, token.symbol) }]
    : [];
};

const SCHEDULE: NodeRequest = { endpoint: 'getProducerSchedule', body: undefined };

/** The first requests of the pages whose path is one word, some of them read from the query. */
function singlePageRequests(page: PageName, search: URLSearchParams): NodeRequest[] {
  switch (page) {
    case 'producers':
      return [
        { endpoint: 'getProducers', body: producersBody({ limit: EVERY_PRODUCER_PAGE }) },
        SCHEDULE,
      ];
    case 'schedule':
      return [SCHEDULE];
    case 'deferred': {
      const body = scheduledTransactionsBody(deferredPage(readDeferredView(search)));
      return [{ endpoint: 'getScheduledTransactions', body }];
    }
    case 'peers': {
      const peer = search.get('peer');
      return [
        { endpoint: 'getConnections', body: undefined },
        ...(peer ? [{ endpoint: 'getPeerStatus' as const, body: peer }] : []),
      ];
    }
    default:
      return [];
  }
}

/**
 * The activity page's filter parameters (features/history/activity-url). A filtered view is left
 * to the page: reading its filters here would bring their parsing into every first load.
 */
const ACTIVITY_FILTERS = ['contract', 'action', 'dir', 'from', 'to'];

const unfilteredActivity = (search: URLSearchParams) =>
  ACTIVITY_FILTERS.every((name) => !search.get(name)?.trim());

/** The page a path shows and its own first requests, matched as the router matches it. */
function matchPage(segments: string[], search: URLSearchParams): FirstPage {
  const [first = '', second = '', third = ''] = segments;
  // Static segments match whatever their case, as in react-router; parameters keep theirs.
  const [a, c] = [first.toLowerCase(), third.toLowerCase()];
  switch (segments.length) {
    case 0:
      return { pages: ['home'], requests: [] };
    case 1: {
      const page = SINGLE.find((p) => p === a) ?? 'not-found';
      return { pages: [page], requests: singlePageRequests(page, search) };
    }
    case 2:
      if (a === 'block') return { pages: ['block'], requests: blockRequest(second) };
      if (a === 'tx') return { pages: ['transaction-lookup'], requests: [] };
      if (a === 'account') {
        return { pages: ['account', 'account-overview'], requests: accountRequest(second) };
      }
      if (a === 'tools') {
        const tool = TOOLS.find((t) => t === second.toLowerCase());
        if (tool) return { pages: [`tools-${tool}`], requests: [] };
      }
      break;
    case 3: {
      const tab = ACCOUNT_TABS.find((t) => t === c);
      if (a === 'account' && tab) {
        const page: FirstPage = {
          pages: ['account', `account-${tab}`],
          requests: accountRequest(second),
        };
        return tab === 'activity' && isAccountName(second) && unfilteredActivity(search)
          ? { ...page, activityOf: second, intlFreeInEnglish: true }
          : page;
      }
      if (a === 'token') return { pages: ['token'], requests: tokenRequest(second, third) };
      break;
    }
    case 4:
      if (a === 'block' && c === 'tx') {
        return { pages: ['transaction'], requests: blockRequest(second) };
      }
      if (a === 'account' && c === 'tables') {
        return { pages: ['account', 'account-table'], requests: accountRequest(second) };
      }
      break;
  }
  return { pages: ['not-found'], requests: [] };
}

/**
 * The first page of a visit: its code and its first requests. Every page also shows the head of
 * the chain (the shell asks get_info). A test holds this equal to the router's own matching.
 */
export function matchFirstPage(pathname: string, search = '', basename?: string): FirstPage {
  const path = appPath(pathname, basename);
  if (path === null) return { pages: [], requests: [] };
  let segments: string[];
  try {
    segments = path.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    // A malformed escape: the router shows its error; only the shell's request is certain.
    return { pages: [], requests: [{ endpoint: 'getInfo', body: undefined }] };
  }
  const page = matchPage(segments, new URLSearchParams(search));
  return { ...page, requests: [{ endpoint: 'getInfo', body: undefined }, ...page.requests] };
}

const blockRef = (body: unknown): string | null =>
  typeof body === 'object' && body !== null && 'block_num_or_id' in body
    ? String(body.block_num_or_id)
    : null;

/**
 * Sends the first page's requests now, while the app's code downloads; the client takes their
 * answers instead of asking again (api/early-responses). On a far node this takes the round
 * trip of the page's data off the critical path. A block this browser may keep is looked up
 * there instead, just as early (api/kept/early-kept-block), and asked for only if it is not.
 */
export function sendFirstRequests(nodeUrl: string, first: FirstPage): void {
  for (const { endpoint, body } of first.requests) {
    const ref = endpoint === 'getBlock' ? blockRef(body) : null;
    if (ref !== null && mayBeKeptBlock(nodeUrl, ref)) {
      readKeptEarly(nodeUrl, ref);
      continue;
    }
    const text = body === undefined ? undefined : JSON.stringify(body);
    sendEarly(`${nodeUrl}${endpointPaths[endpoint]}`, text);
  }
}

/**
 * Asks the history service for the first page's activity and its chain (/v2/health) now, with
 * the node's first requests; the history client takes both answers (the Hyperion source uses the
 * activity only once the service's chain is the node's).
 */
export function sendFirstHistoryRequests(serviceUrl: string, first: FirstPage): void {
  if (first.activityOf === undefined) return;
  const base = serviceBaseUrl(serviceUrl);
  sendEarly(historyUrl(base, historyPaths.getHealth, {}), undefined, 'GET');
  const query = firstActivityQuery(first.activityOf);
  sendEarly(historyUrl(base, historyPaths.getActions, query), undefined, 'GET');
}

/** Loads the first page's code now, alongside the app's, rather than once the router asks. */
export function loadFirstPageCode(first: FirstPage): void {
  // A chunk that fails to load is the router's to report when it asks for the same page.
  for (const name of first.pages) loadPage(name).catch(() => undefined);
}
