import { parsePath, type To } from 'react-router';
import { readHistoryLinkParam } from './history-choice';
import { readLangParam, type Locale } from './locale';
import { readLinkParam } from './node-choice';

/** The `?node=`, `?history=` and `?lang=` choices a visit was opened with (null: not from a link). */
export interface VisitParams {
  node: string | null;
  history: string | null;
  lang?: Locale | null;
}

/**
 * The query string with the visit's `node`, `history` and `lang` parameters set to what the visit uses,
 * and removed when it uses none, so an address copied at any moment opens the same node's data.
 * Returns the input itself when nothing needs to change.
 */
export function visitSearch(search: string, visit: VisitParams): string {
  const params = new URLSearchParams(search);
  let changed = false;
  const fix = (key: string, want: string | null, have: string | null) => {
    // A bad value the visit ignored is dropped too: the address should say what is shown.
    if (want === have && (want !== null || !params.has(key))) return;
    if (want === null) params.delete(key);
    else params.set(key, want);
    changed = true;
  };
  fix('node', visit.node, readLinkParam(search));
  fix('history', visit.history, readHistoryLinkParam(search));
  fix('lang', visit.lang ?? null, readLangParam(search));
  if (!changed) return search;
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

/** A navigation target carrying the visit's parameters. */
export function withVisitParams(to: To, visit: VisitParams): To {
  const path = typeof to === 'string' ? parsePath(to) : to;
  const search = path.search ?? '';
  const next = visitSearch(search, visit);
  return next === search ? to : { ...path, search: next };
}
