/**
 * The history service's (Hyperion v2) paths and query strings, apart from the answers' schemas:
 * the start-up module builds its early requests with these before the history client has loaded,
 * and the client sends the same URLs, so it can take those answers (early-responses).
 */
export const historyPaths = {
  getHealth: '/v2/health',
  getActions: '/v2/history/get_actions',
  getTransaction: '/v2/history/get_transaction',
  getCreator: '/v2/history/get_creator',
  getCreatedAccounts: '/v2/history/get_created_accounts',
} as const;

/** Query-string parameters; undefined ones are left out. */
export type HistoryQuery = Record<string, string | number | undefined>;

/** A request's URL: the service URL (no trailing slash), the path and the query in its order. */
export function historyUrl(serviceUrl: string, path: string, query: HistoryQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.append(key, String(value));
  }
  const text = params.toString();
  return `${serviceUrl}${path}${text ? `?${text}` : ''}`;
}

/** A service URL as the history client keeps it: without trailing slashes. */
export const serviceBaseUrl = (url: string) => url.replace(/\/+$/, '');

/** Rows per activity page. */
export const ACTIVITY_PAGE = 100;

/**
 * The get_actions query of the first page of an account's activity without filters, as the
 * Hyperion source asks it (a test holds the two equal).
 */
export const firstActivityQuery = (account: string): HistoryQuery => ({
  account,
  skip: 0,
  limit: ACTIVITY_PAGE,
  sort: 'desc',
});
