import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { formatInteger } from '@/lib/format';
import { paths } from '@/lib/paths';
import { LatencySparkline } from './latency-sparkline';
import type { NodeStatus } from './node-health';
import type { NodeOrigin } from './watched-nodes';
import { statusLabel, type NodeRow, type NodesView, type SortKey } from './node-view';

const TONE: Record<NodeStatus, BadgeTone> = {
  ok: 'good',
  lagging: 'warn',
  stale: 'warn',
  down: 'bad',
  'other chain': 'info',
  waiting: 'neutral',
};

/** Where a node of the list comes from, in words. */
const ORIGIN_LABEL: Record<NodeOrigin, MessageDescriptor> = {
  'in use': msg`in use`,
  config: msg`listed by this explorer`,
  saved: msg`saved`,
  recent: msg`recent`,
  added: msg`added by you`,
};

export interface NodeTableProps {
  caption: string;
  rows: NodeRow[];
  view: NodesView;
  /** Latency samples by node URL: times (s) and round trips (ms). */
  samples: Map<string, { times: number[]; latencies: number[] }>;
  onRemove: (url: string) => void;
}

const ms = (v: number | null) => (v === null ? '—' : t`${Math.round(v)} ms`);

function seconds(v: number | null): string {
  if (v === null) return '—';
  if (v < 120) return t`${Math.round(v)} s`;
  if (v < 7200) return t`${Math.round(v / 60)} min`;
  return t`${Math.round(v / 3600)} h`;
}

/** One chain's nodes: status, head, LIB, head age, lag, latency; sortable by its headers. */
export function NodeTable({ caption, rows, view, samples, onRemove }: NodeTableProps) {
  const sortable = (key: SortKey) => ({
    state:
      view.sort === key
        ? view.dir === 'asc'
          ? ('ascending' as const)
          : ('descending' as const)
        : ('none' as const),
    to: {
      pathname: paths.nodes(),
      search: `?${new URLSearchParams({
        ...(view.q ? { q: view.q } : {}),
        ...(view.status ? { status: view.status } : {}),
        sort: key,
        dir: view.sort === key && view.dir === 'asc' ? 'desc' : 'asc',
      }).toString()}`,
    },
  });
  const columns: DataTableColumn<NodeRow>[] = [
    {
      header: t`Node`,
      sort: sortable('node'),
      cell: (r) => (
        <div className="min-w-0">
          {r.name ? <div className="font-medium">{r.name}</div> : null}
          <div className="font-mono text-xs break-all" data-testid="node-url">
            {r.url}
          </div>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-300">
            <span>{r.origins.map((o) => i18n._(ORIGIN_LABEL[o])).join(', ')}</span>
            {r.version ? (
              <span>
                · <span translate="no">{r.version}</span>
              </span>
            ) : null}
            <button
              type="button"
              onClick={() => onRemove(r.url)}
              className="underline focus-visible:outline-2 focus-visible:outline-teal-600"
              aria-label={t`Remove ${r.url}`}
            >
              <Trans>Remove</Trans>
            </button>
          </div>
        </div>
      ),
    },
    {
      header: t`Status`,
      sort: sortable('status'),
      cell: (r) => (
        <div data-testid="node-status">
          <Badge tone={TONE[r.status]}>{statusLabel(r.status)}</Badge>
          {r.cause ? (
            <div className="mt-1 max-w-56 text-xs text-red-800 dark:text-red-300">{r.cause}</div>
          ) : null}
        </div>
      ),
    },
    {
      header: t`Head`,
      numeric: true,
      sort: sortable('head'),
      cell: (r) => (r.headNum === null ? '—' : formatInteger(r.headNum)),
    },
    {
      header: 'LIB',
      numeric: true,
      cell: (r) => (r.libNum === null ? '—' : formatInteger(r.libNum)),
    },
    { header: t`Head age`, numeric: true, cell: (r) => seconds(r.headAgeSeconds) },
    {
      header: t`Lag`,
      numeric: true,
      sort: sortable('lag'),
      cell: (r) =>
        r.lagBlocks === null
          ? '—'
          : t`${formatInteger(r.lagBlocks)} blk · ${seconds(r.lagSeconds)}`,
    },
    {
      header: t`Latency p50 / p95`,
      numeric: true,
      sort: sortable('latency'),
      cell: (r) => {
        const s = samples.get(r.url);
        return (
          <div className="flex items-center justify-end gap-2">
            {s ? <LatencySparkline times={s.times} latencies={s.latencies} /> : null}
            <span className="whitespace-nowrap">
              {ms(r.p50)} / {ms(r.p95)}
            </span>
          </div>
        );
      },
    },
  ];
  return (
    <DataTable
      caption={caption}
      hideCaption={false}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.url}
    />
  );
}
