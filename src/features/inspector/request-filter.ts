import type { LoggedRequest } from '@/api/request-log';
import { endpointOf } from './request-format';

export interface RequestFilter {
  /** Text looked for in the method, endpoint, body and status (any case). */
  text: string;
  /** Leave out the header's head poll, one get_info a second on every page. */
  hidePolling: boolean;
}

/** The head poll: a get_info, which every page sends once a second. */
export function isPolling(r: Pick<LoggedRequest, 'url'>): boolean {
  return endpointOf(r.url).endsWith('/v1/chain/get_info');
}

/** Whether a logged request is listed under the filter. */
export function matchesRequest(r: LoggedRequest, filter: RequestFilter): boolean {
  if (filter.hidePolling && isPolling(r)) return false;
  const text = filter.text.trim().toLowerCase();
  if (!text) return true;
  const seen = `${r.method} ${endpointOf(r.url)} ${r.body ?? ''} ${r.status ?? ''}`;
  return seen.toLowerCase().includes(text);
}
