import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { AddNodeForm } from '@/features/nodes/add-node-form';
import { ForkAlert } from '@/features/nodes/fork-alert';
import {
  assessNodes,
  findForks,
  forkProbes,
  referenceChain,
  type NodeReading,
} from '@/features/nodes/node-health';
import { NodeTable } from '@/features/nodes/node-table';
import {
  readNodesView,
  statusLabel,
  STATUSES,
  viewRows,
  type NodeRow,
} from '@/features/nodes/node-view';
import { useWatchedNodes } from '@/features/nodes/watched-nodes';
import { routerBasename } from '@/lib/base-path';
import { shortHash } from '@/lib/format';
import { getNodeClient, useNodeState } from '@/lib/node-store';
import { blockQueries } from '@/queries/blocks';
import { nodeWatchQueries } from '@/queries/nodes';

/** A path inside the app as an address for a full page load. */
function pageHref(path: string): string {
  const base = routerBasename();
  return base === '/' ? path : `${base}${path}`;
}

/** Ticks once a second, for the head ages. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function Component() {
  const { url: currentUrl } = useNodeState();
  const watched = useWatchedNodes();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readNodesView(searchParams);
  const now = useNow();

  // One poll per node through its own client; polls pause while the page is hidden.
  const probes = useQueries({
    queries: watched.nodes.map((node) => nodeWatchQueries.probe(getNodeClient(node.url))),
  });

  const readings: NodeReading[] = watched.nodes.map((node, i) => {
    const probe = probes[i]?.data;
    return {
      url: node.url,
      info: probe?.info ?? null,
      error: probe?.error ?? null,
      latencies: probe?.samples.map((s) => s.ms) ?? [],
    };
  });
  const health = assessNodes(readings, { now, currentUrl });
  const reference = referenceChain(readings, currentUrl);

  // Fork check: the block at each LIB and at the lower head, from every node of the chain that
  // has it; the keys change only with those heights, so a block is asked for once.
  const checks = forkProbes(health).flatMap((p) =>
    p.urls.map((url) => ({ url, height: p.height })),
  );
  const blocks = useQueries({
    queries: checks.map(({ url, height }) => {
      const lib = health.find((h) => h.url === url)?.libNum ?? 0;
      return blockQueries.detail(getNodeClient(url), height, { isIrreversible: height <= lib });
    }),
  });
  const forks = findForks(
    checks.flatMap((c, i) => {
      const block = blocks[i]?.data;
      return block ? [{ ...c, id: block.id }] : [];
    }),
  );

  const rows: NodeRow[] = health.map((h, i) => {
    const node = watched.nodes[i];
    const info = readings[i]?.info;
    return {
      ...h,
      name: node?.name ?? null,
      origins: node?.origins ?? [],
      version: info ? (info.server_version_string ?? info.server_version) : null,
    };
  });
  const samples = new Map(
    watched.nodes.map((node, i) => {
      const list = probes[i]?.data?.samples ?? [];
      return [
        node.url,
        { times: list.map((s) => s.at / 1000), latencies: list.map((s) => s.ms) },
      ] as const;
    }),
  );

  const shown = viewRows(rows, view);
  const chains = [...new Set(shown.map((r) => r.chainId))].sort((a, b) =>
    a === reference ? -1 : b === reference ? 1 : a === null ? 1 : b === null ? -1 : 0,
  );

  const setFilter = (key: 'q' | 'status', value: string) =>
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  return (
    <div>
      <PageHeader
        title={t`Nodes`}
        subtitle={t`Every node you use or watch, asked for its head about once a second while this page is open (less often while one fails). Nodes are grouped by chain.`}
      />
      <ForkAlert forks={forks} href={pageHref} />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <label className="text-sm">
          <span className="block font-medium">
            <Trans>Filter</Trans>
          </span>
          <input
            type="search"
            value={view.q}
            onChange={(e) => setFilter('q', e.target.value)}
            placeholder={t`name or URL`}
            className="mt-1 w-52 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm dark:border-slate-600 dark:bg-slate-900"
          />
        </label>
        <label className="text-sm">
          <span className="block font-medium">
            <Trans>Status</Trans>
          </span>
          <select
            value={view.status}
            onChange={(e) => setFilter('status', e.target.value)}
            className="mt-1 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-600 dark:bg-slate-900"
          >
            <option value="">{t({ context: 'any status', message: 'any' })}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {shown.length === 0 ? (
        <p className="mb-6 text-sm text-slate-600 dark:text-slate-300">
          {rows.length === 0 ? t`No nodes: add one below.` : t`No node matches the filter.`}
        </p>
      ) : (
        chains.map((chainId) => (
          <div key={chainId ?? 'none'} className="mb-6">
            <NodeTable
              caption={
                chainId === null
                  ? t`Not answering yet`
                  : chainId === reference
                    ? t`Chain ${shortHash(chainId, 12, 0).replace('…', '')}…`
                    : t`Chain ${shortHash(chainId, 12, 0).replace('…', '')}… (other chain)`
              }
              rows={shown.filter((r) => r.chainId === chainId)}
              view={view}
              samples={samples}
              onRemove={watched.remove}
            />
          </div>
        ))
      )}
      <Section title={t`Add a node`}>
        <AddNodeForm onAdd={watched.add} />
      </Section>
    </div>
  );
}
