import { normalizeNodeUrl } from './node-url';

/**
 * The person's node choices as the browser keeps them. No React and no client here: the
 * start-up module reads them to send a page's first requests before the app's code has loaded,
 * and the node store reads the same to start with the same node.
 */
export const SAVED_KEY = 'explorer.node';
export const RECENT_KEY = 'explorer.recentNodes';
export const LINK_KEY = 'explorer.linkNode';

export function storage(kind: 'local' | 'session'): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy modes); the app still works without persistence.
    return undefined;
  }
}

/** Reads a `?node=` link parameter, if the page was opened with one. */
export function readLinkParam(search: string): string | null {
  const value = new URLSearchParams(search).get('node');
  return value ? normalizeNodeUrl(value) : null;
}

/** Whether the node can be resolved without waiting for config.json. */
export function needsRuntimeConfig(search: string): boolean {
  if (readLinkParam(search)) return false;
  if (storage('session')?.getItem(LINK_KEY)) return false;
  return !storage('local')?.getItem(SAVED_KEY);
}

export interface NodeChoices {
  /** A node given by this page's `?node=` link. */
  fromLink: string | null;
  /** The link's node of this visit (this page's link, or one followed earlier in the tab). */
  linkUrl: string | null;
  /** The person's saved choice. */
  savedUrl: string | null;
}

export function readNodeChoices(search: string): NodeChoices {
  const fromLink = readLinkParam(search);
  return {
    fromLink,
    linkUrl: fromLink ?? normalizeNodeUrl(storage('session')?.getItem(LINK_KEY) ?? ''),
    savedUrl: normalizeNodeUrl(storage('local')?.getItem(SAVED_KEY) ?? ''),
  };
}
