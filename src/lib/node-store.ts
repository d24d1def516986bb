import { useSyncExternalStore } from 'react';
import { createNodeClient, type NodeClient } from '@/api/node-client';
import type { RuntimeConfig } from '@/api/schemas/runtime-config';
import {
  buildHistoryUrl,
  HISTORY_LINK_KEY,
  HISTORY_SAVED_KEY,
  normalizeHistoryChoice,
  readHistoryChoices,
  resolveHistoryChoice,
  type HistoryChoice,
} from './history-choice';
import { LINK_KEY, RECENT_KEY, SAVED_KEY, readNodeChoices, storage } from './node-choice';
import { normalizeNodeUrl, resolveNodeUrl, type NodeSource } from './node-url';

const MAX_RECENT = 8;

export interface NodeState {
  /** The node every query goes to now. */
  url: string;
  source: NodeSource;
  /** The person's saved choice, if any. */
  savedUrl: string | null;
  /** A node given by a `?node=` link, used for this visit only. */
  linkUrl: string | null;
  config: RuntimeConfig;
  /** The node this page would use without the link (for the "back" button). */
  fallbackUrl: string;
  /** The deployment's node (config.json or the build), used when nothing was chosen. */
  defaultUrl: string;
  /** The history service in use (null: the node's blocks are read), and where it came from. */
  history: HistoryChoice;
  /** The person's saved history choice: a URL, `off`, or null (config.json decides). */
  savedHistory: string | null;
  /** A history choice given by a `?history=` link, for this visit only. */
  linkHistory: string | null;
}

type Listener = () => void;

const listeners = new Set<Listener>();
let state: NodeState | undefined;
let buildUrl: string | null = null;

/**
 * Nodes used recently, newest first. A store of their own: the node's first answer puts it
 * first, and that must not draw again everything that reads the node in use (the whole app, at
 * the first answer of every visit).
 */
let recentNodes: readonly string[] = [];
const recentListeners = new Set<Listener>();

const clients = new Map<string, NodeClient>();

function readRecent(): string[] {
  const raw = storage('local')?.getItem(RECENT_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((v) => {
      const url = typeof v === 'string' ? normalizeNodeUrl(v) : null;
      return url ? [url] : [];
    });
  } catch {
    return [];
  }
}

interface HistoryInputs {
  link: string | null;
  saved: string | null;
}

let historyInputs: HistoryInputs = { link: null, saved: null };

function compute(
  linkUrl: string | null,
  savedUrl: string | null,
  config: RuntimeConfig,
): NodeState {
  const resolved = resolveNodeUrl({
    linkParam: linkUrl,
    saved: savedUrl,
    config: config.nodeUrl ?? null,
    build: buildUrl,
  });
  const fallback = resolveNodeUrl({
    linkParam: null,
    saved: savedUrl,
    config: config.nodeUrl ?? null,
    build: buildUrl,
  });
  const byDefault = resolveNodeUrl({
    linkParam: null,
    saved: null,
    config: config.nodeUrl ?? null,
    build: buildUrl,
  });
  return {
    url: resolved.url,
    source: resolved.source,
    defaultUrl: byDefault.url,
    savedUrl,
    linkUrl: resolved.source === 'link' ? resolved.url : null,
    config,
    fallbackUrl: fallback.url,
    history: resolveHistoryChoice({
      ...historyInputs,
      config: config.historyUrl,
      build: buildHistoryUrl(resolved.url, buildUrl),
    }),
    savedHistory: historyInputs.saved,
    linkHistory: historyInputs.link,
  };
}

function emit(next: NodeState) {
  state = next;
  for (const l of listeners) l();
}

/** Sets the store up once, before the first render. */
export function initNodeStore(opts: { search: string; config: RuntimeConfig; buildUrl?: string }) {
  buildUrl = opts.buildUrl ?? null;
  const { fromLink, linkUrl, savedUrl } = readNodeChoices(opts.search);
  // A link's node lasts for this visit (tab) only; it is never saved without asking.
  if (fromLink) storage('session')?.setItem(LINK_KEY, fromLink);
  historyInputs = readHistoryChoices(opts.search);
  recentNodes = readRecent();
  emit(compute(linkUrl, savedUrl, opts.config));
}

/** Merges a runtime config that arrived after start-up (token contracts, node list). */
export function setRuntimeConfig(config: RuntimeConfig) {
  const s = getNodeState();
  emit(compute(s.linkUrl, s.savedUrl, config));
}

export function getNodeState(): NodeState {
  if (!state) initNodeStore({ search: '', config: {} });
  if (!state) throw new Error('node store failed to initialise');
  return state;
}

/** Saves a node as the person's choice and makes it current. */
export function saveNode(input: string): string {
  const url = normalizeNodeUrl(input);
  if (!url) throw new Error('Only http:// and https:// node URLs are accepted.');
  const s = getNodeState();
  storage('local')?.setItem(SAVED_KEY, url);
  storage('session')?.removeItem(LINK_KEY);
  putRecentFirst(url);
  emit(compute(null, url, s.config));
  return url;
}

/** Forgets the saved choice: the deployment's default applies again. */
export function forgetSavedNode() {
  const s = getNodeState();
  storage('local')?.removeItem(SAVED_KEY);
  emit(compute(s.linkUrl, null, s.config));
}

/** Leaves a node given by a link and returns to the saved (or default) node. */
export function leaveLinkNode() {
  const s = getNodeState();
  storage('session')?.removeItem(LINK_KEY);
  emit(compute(null, s.savedUrl, s.config));
}

/** Leaves a link's node and forgets the saved one: the deployment's node is used again. */
export function switchToDefaultNode() {
  const s = getNodeState();
  storage('local')?.removeItem(SAVED_KEY);
  storage('session')?.removeItem(LINK_KEY);
  emit(compute(null, null, s.config));
}

/**
 * Records the node in use as the most recent once it has answered, so the one that worked is
 * still listed after the person saves another that does not. A `?node=` link's node is not
 * recorded: it is for that visit only. No change when it is already first.
 */
export function noteNodeAnswered(url: string) {
  const s = getNodeState();
  if (url !== s.url || s.source === 'link' || recentNodes[0] === url) return;
  putRecentFirst(url);
}

export function removeRecentNode(url: string) {
  setRecent(getRecentNodes().filter((r) => r !== url));
}

/** Saves a history choice (a service URL, or `off` to read the node's blocks) and makes it current. */
export function saveHistoryChoice(input: string): string {
  const value = normalizeHistoryChoice(input);
  if (!value) throw new Error('Only http:// and https:// history service URLs are accepted.');
  storage('local')?.setItem(HISTORY_SAVED_KEY, value);
  storage('session')?.removeItem(HISTORY_LINK_KEY);
  historyInputs = { link: null, saved: value };
  const s = getNodeState();
  emit(compute(s.linkUrl, s.savedUrl, s.config));
  return value;
}

/** Forgets the saved and linked history choices: config.json's `historyUrl` applies again. */
export function forgetHistoryChoice() {
  storage('local')?.removeItem(HISTORY_SAVED_KEY);
  storage('session')?.removeItem(HISTORY_LINK_KEY);
  historyInputs = { link: null, saved: null };
  const s = getNodeState();
  emit(compute(s.linkUrl, s.savedUrl, s.config));
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNodeState(): NodeState {
  return useSyncExternalStore(subscribe, getNodeState);
}

function setRecent(next: readonly string[]) {
  recentNodes = next.slice(0, MAX_RECENT);
  storage('local')?.setItem(RECENT_KEY, JSON.stringify(recentNodes));
  for (const l of recentListeners) l();
}

function putRecentFirst(url: string) {
  setRecent([url, ...getRecentNodes().filter((r) => r !== url)]);
}

export function getRecentNodes(): readonly string[] {
  getNodeState(); // reads them from storage on first use
  return recentNodes;
}

function subscribeRecent(listener: Listener) {
  recentListeners.add(listener);
  return () => recentListeners.delete(listener);
}

export function useRecentNodes(): readonly string[] {
  return useSyncExternalStore(subscribeRecent, getRecentNodes);
}

/**
 * One client per node URL (and time limit from config.json), shared by the route prefetch and
 * components.
 */
export function getNodeClient(url = getNodeState().url): NodeClient {
  const timeoutMs = getNodeState().config.requestTimeoutMs;
  const key = `${url} ${timeoutMs ?? ''}`;
  let client = clients.get(key);
  if (!client) {
    client = createNodeClient({ baseUrl: url, ...(timeoutMs !== undefined ? { timeoutMs } : {}) });
    clients.set(key, client);
  }
  return client;
}

export function useNodeClient(): NodeClient {
  // Subscribes: a config.json that arrives later (time limit) gives a new client.
  return getNodeClient(useNodeState().url);
}
