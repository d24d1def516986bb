import { normalizeNodeUrl } from './node-url';
import { storage } from './node-choice';

/**
 * Which history service answers history questions, chosen like the node: a `?history=` link for
 * this visit, the person's saved choice, `historyUrl` of config.json, then the build's default
 * (VITE_HISTORY_URL, only while the build's own node is in use). `off` (link or saved) means no
 * service: history is read from the node's blocks.
 */
export const HISTORY_SAVED_KEY = 'explorer.history';
export const HISTORY_LINK_KEY = 'explorer.linkHistory';

export type HistoryChoiceSource = 'link' | 'saved' | 'config' | 'build' | 'none';

export interface HistoryChoice {
  /** The service URL, or null to read the node's blocks. */
  url: string | null;
  source: HistoryChoiceSource;
}

/** A service URL or `off`; null for anything else (a bad value is ignored, never used). */
export function normalizeHistoryChoice(value: string | null | undefined): string | null {
  if (!value) return null;
  if (value.trim().toLowerCase() === 'off') return 'off';
  return normalizeNodeUrl(value);
}

/** The `?history=` parameter of a page URL. */
export function readHistoryLinkParam(search: string): string | null {
  return normalizeHistoryChoice(new URLSearchParams(search).get('history'));
}

export function resolveHistoryChoice(inputs: {
  link: string | null;
  saved: string | null;
  config: string | null | undefined;
  /** The build's service, given only while the build's node is the one in use. */
  build?: string | null;
}): HistoryChoice {
  const candidates: [string | null, HistoryChoiceSource][] = [
    [normalizeHistoryChoice(inputs.link), 'link'],
    [normalizeHistoryChoice(inputs.saved), 'saved'],
    [normalizeHistoryChoice(inputs.config), 'config'],
    [normalizeHistoryChoice(inputs.build), 'build'],
  ];
  for (const [value, source] of candidates) {
    if (value) return { url: value === 'off' ? null : value, source };
  }
  return { url: null, source: 'none' };
}

/** The history choice of this visit: the page's link, one followed earlier in the tab, or saved. */
export function readHistoryChoices(search: string): { link: string | null; saved: string | null } {
  const fromLink = readHistoryLinkParam(search);
  if (fromLink) storage('session')?.setItem(HISTORY_LINK_KEY, fromLink);
  return {
    link: fromLink ?? normalizeHistoryChoice(storage('session')?.getItem(HISTORY_LINK_KEY)),
    saved: normalizeHistoryChoice(storage('local')?.getItem(HISTORY_SAVED_KEY)),
  };
}

/**
 * The build's history service (VITE_HISTORY_URL): `npm start` and the e2e build point it at the
 * dev node, which serves /v2 beside /v1. It goes with the build's node only: another node is
 * another chain, whose history this service cannot answer.
 */
export function buildHistoryUrl(nodeUrl: string, buildNodeUrl: string | null): string | null {
  const value: unknown = import.meta.env['VITE_HISTORY_URL'];
  if (typeof value !== 'string' || !value || !buildNodeUrl) return null;
  return normalizeNodeUrl(buildNodeUrl) === nodeUrl ? value : null;
}
