import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { storage } from '@/lib/node-choice';
import { removeRecentNode, useNodeState, useRecentNodes } from '@/lib/node-store';
import { normalizeNodeUrl } from '@/lib/node-url';

const ADDED_KEY = 'explorer.watchedNodes';
const HIDDEN_KEY = 'explorer.hiddenNodes';

export type NodeOrigin = 'in use' | 'config' | 'saved' | 'recent' | 'added';

export interface WatchedNode {
  url: string;
  /** config.json's name for it, if any. */
  name: string | null;
  origins: NodeOrigin[];
}

function readList(key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(storage('local')?.getItem(key) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((v) => (typeof v === 'string' && normalizeNodeUrl(v) ? [v] : []));
  } catch {
    return [];
  }
}

function writeList(key: string, list: string[]) {
  storage('local')?.setItem(key, JSON.stringify(list));
}

/**
 * The nodes the view watches: the one in use, config.json's, the saved and recent ones, and
 * those added on the page (kept in localStorage). Removing one the page did not add hides it.
 */
export function useWatchedNodes(): {
  nodes: WatchedNode[];
  add: (input: string) => string;
  remove: (url: string) => void;
} {
  const state = useNodeState();
  const recent = useRecentNodes();
  const [added, setAdded] = useState(() => readList(ADDED_KEY));
  const [hidden, setHidden] = useState(() => readList(HIDDEN_KEY));

  const byUrl = new Map<string, WatchedNode>();
  const put = (raw: string | null | undefined, origin: NodeOrigin, name: string | null = null) => {
    const url = raw ? normalizeNodeUrl(raw) : null;
    if (!url) return;
    const node = byUrl.get(url) ?? { url, name: null, origins: [] };
    node.name ??= name;
    if (!node.origins.includes(origin)) node.origins.push(origin);
    byUrl.set(url, node);
  };
  put(state.url, 'in use');
  for (const n of state.config.nodes ?? []) put(n.url, 'config', n.name || null);
  put(state.savedUrl, 'saved');
  for (const url of recent) put(url, 'recent');
  for (const url of added) put(url, 'added');
  const nodes = [...byUrl.values()].filter((n) => !hidden.includes(n.url));

  return {
    nodes,
    add: (input) => {
      const url = normalizeNodeUrl(input);
      if (!url) throw new Error(t`Only http:// and https:// node URLs are accepted.`);
      if (nodes.some((n) => n.url === url)) throw new Error(t`${url} is already in the list.`);
      const nextAdded = [...added.filter((u) => u !== url), url];
      const nextHidden = hidden.filter((u) => u !== url);
      writeList(ADDED_KEY, nextAdded);
      writeList(HIDDEN_KEY, nextHidden);
      setAdded(nextAdded);
      setHidden(nextHidden);
      return url;
    },
    remove: (url) => {
      if (recent.includes(url)) removeRecentNode(url);
      const nextAdded = added.filter((u) => u !== url);
      writeList(ADDED_KEY, nextAdded);
      setAdded(nextAdded);
      const node = byUrl.get(url);
      if (node?.origins.some((o) => o !== 'added' && o !== 'recent')) {
        const nextHidden = [...hidden, url];
        writeList(HIDDEN_KEY, nextHidden);
        setHidden(nextHidden);
      }
    },
  };
}
