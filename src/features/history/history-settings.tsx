import { i18n } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { forgetHistorySources } from '@/history/sources';
import { ErrorPanel } from '@/components/errors/error-panel';
import { Badge } from '@/components/ui/badge';
import { KeyValueList } from '@/components/ui/key-value-list';
import { Section } from '@/components/ui/section';
import { formatBytes, formatInteger } from '@/lib/format';
import {
  forgetHistoryChoice,
  getNodeClient,
  saveHistoryChoice,
  useNodeState,
} from '@/lib/node-store';
import { normalizeNodeUrl } from '@/lib/node-url';
import { HistoryErrorPanel } from './history-error-panel';

const CHOSEN_BY = {
  link: msg`the link you opened (this visit only)`,
  saved: msg`your saved choice`,
  config: msg`this deployment's config.json`,
  build: msg`this build's default (VITE_HISTORY_URL), for its own node`,
  none: msg`no service is configured`,
} as const;

const BUTTON =
  'rounded-md border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800';

/** Tests a Hyperion service like a node: its health, and whether it indexes the node's chain. */
async function probeService(url: string, nodeUrl: string) {
  const { createHistoryClient } = await import('@/api/history-client');
  const started = performance.now();
  const [health, info] = await Promise.all([
    createHistoryClient({ baseUrl: url, timeoutMs: 8_000 }).getHealth(),
    getNodeClient(nodeUrl).getInfo({ timeoutMs: 8_000 }),
  ]);
  return {
    url,
    health,
    nodeChainId: info.chain_id.toLowerCase(),
    latencyMs: Math.round(performance.now() - started),
  };
}

/** Settings of history: the service (or the node's blocks) and the space the block scan keeps. */
export function HistorySettings() {
  const state = useNodeState();
  const queryClient = useQueryClient();
  const [input, setInput] = useState(state.history.url ?? '');
  const [inputError, setInputError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const inputId = useId();
  const probe = useMutation({ mutationFn: (url: string) => probeService(url, state.url) });
  const serviceChain = probe.data?.health.chainId ?? t`(not reported)`;
  const nodeChain = probe.data?.nodeChainId;

  const validated = () => {
    const url = normalizeNodeUrl(input);
    setInputError(
      url ? null : t`Enter a full http:// or https:// URL, for example https://history.example.com`,
    );
    return url;
  };
  const dropHistoryAnswers = () =>
    queryClient.removeQueries({ predicate: (q) => q.queryKey[1] === 'history' });

  const onTest = (e: FormEvent) => {
    e.preventDefault();
    setMessage(null);
    const url = validated();
    if (url) probe.mutate(url);
  };

  return (
    <Section title={t`History`}>
      <KeyValueList
        items={[
          {
            label: t`History from`,
            value: state.history.url ? (
              <span className="font-mono break-all">{state.history.url}</span>
            ) : (
              t`this node’s blocks, read in your browser`
            ),
          },
          { label: t`Chosen by`, value: i18n._(CHOSEN_BY[state.history.source]) },
        ]}
      />
      <form onSubmit={onTest} className="mt-4 space-y-3" noValidate aria-label={t`History service`}>
        <label htmlFor={inputId} className="block text-sm font-medium">
          <Trans>History service URL (Hyperion v2)</Trans>
        </label>
        <input
          id={inputId}
          type="url"
          inputMode="url"
          value={input}
          onChange={(e) => setInput(e.target.value)}
          aria-invalid={inputError ? true : undefined}
          className="w-full max-w-xl rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-sm dark:border-slate-600 dark:bg-slate-900"
          placeholder="https://history.example.com"
        />
        {inputError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {inputError}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={BUTTON}>
            {probe.isPending ? t`Testing…` : t`Test service`}
          </button>
          <button
            type="button"
            className="rounded-md bg-teal-700 px-4 py-2 text-sm font-medium text-white hover:bg-teal-800"
            onClick={() => {
              const url = validated();
              if (!url) return;
              saveHistoryChoice(url);
              dropHistoryAnswers();
              setMessage(t`History now comes from ${url}.`);
            }}
          >
            <Trans>Save and use service</Trans>
          </button>
          <button
            type="button"
            className={BUTTON}
            onClick={() => {
              saveHistoryChoice('off');
              dropHistoryAnswers();
              setMessage(t`History now comes from this node’s blocks.`);
            }}
          >
            <Trans>Read the node’s blocks instead</Trans>
          </button>
          {state.savedHistory || state.linkHistory ? (
            <button
              type="button"
              className={BUTTON}
              onClick={() => {
                forgetHistoryChoice();
                dropHistoryAnswers();
                setMessage(t`History choice forgotten.`);
              }}
            >
              <Trans>Forget my history choice</Trans>
            </button>
          ) : null}
        </div>
      </form>
      {message ? (
        <p role="status" className="mt-3 text-sm">
          {message}
        </p>
      ) : null}
      <div className="mt-4">
        {probe.isError ? <HistoryErrorPanel error={probe.error} what={probe.variables} /> : null}
        {probe.isSuccess ? (
          <div role="status" aria-label={t`History service test result`}>
            {probe.data.health.chainId === probe.data.nodeChainId ? (
              <p className="mb-2 text-sm">
                <Badge tone="good">
                  <Trans>Same chain as the node</Trans>
                </Badge>{' '}
                <span className="font-mono">{probe.data.url}</span>
              </p>
            ) : (
              <p role="alert" className="mb-2 text-sm font-medium text-red-800 dark:text-red-300">
                <Trans>
                  Refused: this service indexes chain {serviceChain}, not the node’s chain{' '}
                  {nodeChain}. Its answers would mix two chains.
                </Trans>
              </p>
            )}
            <KeyValueList
              items={[
                { label: t`Version`, value: probe.data.health.version },
                {
                  label: t`Chain id`,
                  value: (
                    <span className="font-mono break-all">
                      {probe.data.health.chainId ?? t`not reported`}
                    </span>
                  ),
                },
                {
                  label: t`Last indexed block`,
                  value:
                    probe.data.health.lastIndexedBlock !== undefined
                      ? formatInteger(probe.data.health.lastIndexedBlock)
                      : t`not reported`,
                },
                {
                  label: t`Missing blocks`,
                  value:
                    probe.data.health.missingBlocks !== undefined
                      ? formatInteger(probe.data.health.missingBlocks)
                      : t`not reported`,
                },
                { label: t`Latency`, value: t`${probe.data.latencyMs} ms` },
              ]}
            />
          </div>
        ) : null}
      </div>
      <KeptHistory onCleared={dropHistoryAnswers} />
    </Section>
  );
}

/** What the block scan keeps in this browser (IndexedDB), and a way to delete it. */
function KeptHistory({ onCleared }: { onCleared: () => void }) {
  const usage = useQuery({
    queryKey: ['browser', 'history-storage'],
    queryFn: async () => (await import('@/history/block-scan/scan-store')).historyStorageUsage(),
    staleTime: 0,
  });
  const clear = useMutation({
    mutationFn: async () => {
      await forgetHistorySources();
      await (await import('@/history/block-scan/scan-store')).clearHistoryStorage();
    },
    onSuccess: () => {
      onCleared();
      void usage.refetch();
    },
  });
  const chains = usage.data ?? [];
  const bytes = chains.reduce((sum, c) => sum + c.approxBytes, 0);
  const rows = chains.reduce((sum, c) => sum + c.rows, 0);
  const size = formatBytes(bytes);
  return (
    <div className="mt-6" aria-label={t`History kept in this browser`} role="group">
      <h3 className="text-base font-semibold">
        <Trans>Kept in this browser</Trans>
      </h3>
      {usage.isError ? (
        <ErrorPanel error={usage.error} what={t`the space used by history`} />
      ) : (
        <p className="mt-1 text-sm" data-testid="history-storage">
          {usage.data === undefined
            ? t`Measuring…`
            : chains.length === 0
              ? t`Nothing: no blocks have been read in this browser.`
              : t`About ${size}: ${plural(rows, { one: `# action`, other: `# actions` })} from ${plural(chains.length, { one: `# chain`, other: `# chains` })}.`}
        </p>
      )}
      <button
        type="button"
        className={`mt-2 ${BUTTON}`}
        disabled={clear.isPending || chains.length === 0}
        onClick={() => clear.mutate()}
      >
        {clear.isPending ? t`Clearing…` : t`Clear kept history`}
      </button>
      {clear.isSuccess ? (
        <p role="status" className="mt-2 text-sm">
          <Trans>Kept history cleared.</Trans>
        </p>
      ) : null}
    </div>
  );
}
