import { t } from '@lingui/core/macro';
import type { NodeHealth, NodeStatus } from './node-health';
import type { NodeOrigin } from './watched-nodes';

export const SORT_KEYS = ['node', 'status', 'head', 'lag', 'latency'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** The view's sort and filter, kept in the address. */
export interface NodesView {
  q: string;
  status: NodeStatus | '';
  sort: SortKey;
  dir: 'asc' | 'desc';
}

export const STATUSES: NodeStatus[] = ['ok', 'lagging', 'stale', 'down', 'other chain', 'waiting'];

/** A status as shown; the address and the code keep the English value. */
export function statusLabel(status: NodeStatus): string {
  switch (status) {
    case 'ok':
      return t({ context: 'node status', message: 'ok' });
    case 'lagging':
      return t({ context: 'node status', message: 'lagging' });
    case 'stale':
      return t({ context: 'node status', message: 'stale' });
    case 'down':
      return t({ context: 'node status', message: 'down' });
    case 'other chain':
      return t({ context: 'node status', message: 'other chain' });
    case 'waiting':
      return t({ context: 'node status', message: 'waiting' });
  }
}

export function readNodesView(search: URLSearchParams): NodesView {
  const sort = search.get('sort');
  const status = search.get('status');
  return {
    q: search.get('q') ?? '',
    status: STATUSES.find((s) => s === status) ?? '',
    sort: SORT_KEYS.find((k) => k === sort) ?? 'node',
    dir: search.get('dir') === 'desc' ? 'desc' : 'asc',
  };
}

/** A row of the view: the node's health and what the page knows of it besides. */
export interface NodeRow extends NodeHealth {
  name: string | null;
  origins: NodeOrigin[];
  version: string | null;
}

const sortValue: Record<SortKey, (r: NodeRow) => string | number> = {
  node: (r) => (r.name ?? r.url).toLowerCase(),
  status: (r) => STATUSES.indexOf(r.status),
  head: (r) => r.headNum ?? -1,
  lag: (r) => r.lagSeconds ?? Infinity,
  latency: (r) => r.p50 ?? Infinity,
};

/** The rows the view shows, filtered and sorted (ties keep the list's order). */
export function viewRows(rows: readonly NodeRow[], view: NodesView): NodeRow[] {
  const q = view.q.trim().toLowerCase();
  const value = sortValue[view.sort];
  const sign = view.dir === 'desc' ? -1 : 1;
  return rows
    .filter((r) => !view.status || r.status === view.status)
    .filter((r) => !q || r.url.toLowerCase().includes(q) || r.name?.toLowerCase().includes(q))
    .map((r, i) => ({ r, i }))
    .sort((a, b) => {
      const [x, y] = [value(a.r), value(b.r)];
      return x < y ? -sign : x > y ? sign : a.i - b.i;
    })
    .map(({ r }) => r);
}
