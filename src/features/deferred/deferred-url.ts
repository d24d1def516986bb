import type { To } from 'react-router';
import { paths } from '@/lib/paths';
import type { DeferredParams } from '@/queries/deferred';

export type DeferredFormat = 'json' | 'packed';

export interface DeferredView {
  /** Lower bound of this page (a trx id from `more`, or an ISO time); `""` = from the start. */
  lower: string;
  format: DeferredFormat;
  limit: number;
}

export const DEFAULT_DEFERRED_LIMIT = 25;

/** Reads `?lower=&format=&limit=`; anything unreadable falls back to the defaults. */
export function readDeferredView(params: URLSearchParams): DeferredView {
  const limitText = params.get('limit') ?? '';
  const limit = /^\d{1,4}$/.test(limitText) ? Number(limitText) : DEFAULT_DEFERRED_LIMIT;
  return {
    lower: params.get('lower') ?? '',
    format: params.get('format') === 'packed' ? 'packed' : 'json',
    limit: limit >= 1 && limit <= 1000 ? limit : DEFAULT_DEFERRED_LIMIT,
  };
}

/** What the node is asked for a view's page. */
export function deferredPage(view: DeferredView): DeferredParams {
  return { lowerBound: view.lower || undefined, limit: view.limit, json: view.format === 'json' };
}

/** The deferred page URL for a view; defaults are left out. */
export function deferredTo(view: DeferredView): To {
  const params = new URLSearchParams();
  if (view.lower) params.set('lower', view.lower);
  if (view.format !== 'json') params.set('format', view.format);
  if (view.limit !== DEFAULT_DEFERRED_LIMIT) params.set('limit', String(view.limit));
  const search = params.toString();
  return { pathname: paths.deferred(), search: search ? `?${search}` : '' };
}
