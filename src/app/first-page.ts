import { sendEarly } from '@/api/early-responses';
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

/** The page a path shows and its own first requests, matched as the router matches it. */
function matchPage(
  segments: string[],
  search: URLSearchParams,
): { pages: PageName[]; requests: NodeRequest[] } {
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
        return { pages: ['account', `account-${tab}`], requests: accountRequest(second) };
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
  return {
    pages: page.pages,
    requests: [{ endpoint: 'getInfo', body: undefined }, ...page.requests],
  };
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

/** Loads the first page's code now, alongside the app's, rather than once the router asks. */
export function loadFirstPageCode(first: FirstPage): void {
  // A chunk that fails to load is the router's to report when it asks for the same page.
  for (const name of first.pages) loadPage(name).catch(() => undefined);
}
