import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { GetInfo } from '@/api/node-client';
import { nodeErrorTitle, NodeUnreachableError } from '@/api/node-errors';
import { ErrorPanel } from '@/components/errors/error-panel';
import { Badge } from '@/components/ui/badge';
import { KeyValueList } from '@/components/ui/key-value-list';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { HistorySettings } from '@/features/history/history-settings';
import { KeptDataSettings } from '@/features/kept/kept-data-settings';
import { DisplaySettings } from '@/features/shell/display-settings';
import { formatInteger } from '@/lib/format';
import {
  forgetSavedNode,
  getNodeClient,
  removeRecentNode,
  saveNode,
  useNodeState,
} from '@/lib/node-store';
import { normalizeNodeUrl } from '@/lib/node-url';

interface ProbeResult {
  url: string;
  info: GetInfo;
  latencyMs: number;
}

/**
 * The name the deployment gave this build, so a person (or a test) can tell which version the
 * page runs, e.g. after accepting a new version. Unset, nothing is invented: a name made up at
 * build time would make every build differ, and the service worker offer each one as new.
 */
const buildIdEnv: unknown = import.meta.env['VITE_BUILD_ID'];
const BUILD_ID = typeof buildIdEnv === 'string' ? buildIdEnv.trim() : '';

const SOURCE_TEXT = {
  link: msg`from the link you opened (this visit only)`,
  saved: msg`your saved choice`,
  config: msg`this deployment's config.json`,
  build: msg`this build's default (VITE_NODE_URL)`,
  default: msg`the local dev node default`,
} as const;

export function Component() {
  const state = useNodeState();
  const queryClient = useQueryClient();
  const [input, setInput] = useState(state.url);
  const [inputError, setInputError] = useState<string | null>(null);
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  // A node that just failed its test, which the person asked to save: asked once more first.
  const [unansweredSave, setUnansweredSave] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();

  const probe = useMutation({
    mutationFn: async (url: string): Promise<ProbeResult> => {
      const started = performance.now();
      const info = await getNodeClient(url).getInfo({ timeoutMs: 8_000 });
      return { url, info, latencyMs: Math.round(performance.now() - started) };
    },
  });

  const validated = (): string | null => {
    const url = normalizeNodeUrl(input);
    if (!url) {
      setInputError(t`Enter a full http:// or https:// URL, for example https://node.example.com`);
      return null;
    }
    setInputError(null);
    return url;
  };

  const handleTest = (e: FormEvent) => {
    e.preventDefault();
    setSavedMessage(null);
    setUnansweredSave(null);
    // A new test replaces the previous result, even when the new URL is refused before any test.
    probe.reset();
    const url = validated();
    if (url) probe.mutate(url);
  };

  const switchTo = (raw: string) => {
    const url = saveNode(raw);
    // The old node's cached answers are never shown for the new one (keys carry the node URL);
    // dropping them frees memory.
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== url });
    setInput(url);
    setSavedMessage(t`Now using ${url}.`);
  };

  const handleSave = () => {
    setSavedMessage(null);
    const url = validated();
    if (!url) return;
    if (probe.isError && probe.variables === url) {
      setUnansweredSave(url);
      return;
    }
    setUnansweredSave(null);
    switchTo(url);
  };

  return (
    <>
      <PageHeader title={t`Settings`} subtitle={t`Choose the node this explorer reads from.`} />
      <Section title={t`Current node`}>
        <KeyValueList
          items={[
            {
              label: t`Node URL`,
              value: <span className="font-mono break-all">{state.url}</span>,
            },
            { label: t`Chosen by`, value: i18n._(SOURCE_TEXT[state.source]) },
          ]}
        />
        {state.savedUrl ? (
          <button
            type="button"
            className="mt-2 text-sm text-teal-700 underline dark:text-teal-300"
            onClick={() => {
              forgetSavedNode();
              setSavedMessage(t`Saved choice forgotten.`);
            }}
          >
            <Trans>Forget my saved node</Trans>
          </button>
        ) : null}
      </Section>

      <Section title={t`Change node`}>
        <form onSubmit={handleTest} className="space-y-3" noValidate>
          <label htmlFor={inputId} className="block text-sm font-medium">
            <Trans>Node URL</Trans>
          </label>
          <input
            id={inputId}
            type="url"
            inputMode="url"
            value={input}
            onChange={(e) => setInput(e.target.value)}
            aria-invalid={inputError ? true : undefined}
            aria-describedby={inputError ? errorId : undefined}
            className="w-full max-w-xl rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-sm dark:border-slate-600 dark:bg-slate-900"
            placeholder="https://node.example.com"
          />
          {inputError ? (
            <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-300">
              {inputError}
            </p>
          ) : null}
          <div className="flex gap-2">
            <button
              type="submit"
              className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
            >
              {probe.isPending ? t`Testing…` : t`Test`}
            </button>
            <button
              type="button"
              onClick={handleSave}
              className="rounded-md bg-teal-700 px-4 py-2 text-sm font-medium text-white hover:bg-teal-800"
            >
              <Trans>Save and use</Trans>
            </button>
          </div>
        </form>
        {unansweredSave ? (
          <UnansweredSaveQuestion
            url={unansweredSave}
            error={probe.error}
            onSave={() => {
              setUnansweredSave(null);
              switchTo(unansweredSave);
            }}
            onCancel={() => {
              setUnansweredSave(null);
              setSavedMessage(t`Not saved: still using ${state.url}.`);
            }}
          />
        ) : null}
        {savedMessage ? (
          <p role="status" className="mt-3 text-sm">
            {savedMessage}
          </p>
        ) : null}
        <div className="mt-4">
          {probe.isError ? <ErrorPanel error={probe.error} what={probe.variables} /> : null}
          {probe.isSuccess ? (
            <div role="status" aria-label={t`Test result`}>
              <p className="mb-2 text-sm">
                <Badge tone="good">
                  <Trans>Reachable</Trans>
                </Badge>{' '}
                <span className="font-mono">{probe.data.url}</span>
              </p>
              <KeyValueList
                items={[
                  {
                    label: t`Chain id`,
                    value: <span className="font-mono break-all">{probe.data.info.chain_id}</span>,
                  },
                  {
                    label: t`Server version`,
                    value: `${probe.data.info.server_version_string ?? ''} (${probe.data.info.server_version})`,
                  },
                  { label: t`Head block`, value: formatInteger(probe.data.info.head_block_num) },
                  { label: t`Latency`, value: t`${probe.data.latencyMs} ms` },
                ]}
              />
            </div>
          ) : null}
        </div>
      </Section>

      <NodeList
        title={t`Recent nodes`}
        urls={state.recent}
        current={state.url}
        onUse={switchTo}
        onRemove={removeRecentNode}
      />
      {state.config.nodes?.length ? (
        <NodeList
          title={t`Suggested nodes`}
          urls={state.config.nodes.flatMap((n) => {
            const url = normalizeNodeUrl(n.url);
            return url ? [url] : [];
          })}
          current={state.url}
          onUse={switchTo}
        />
      ) : null}

      <HistorySettings />
      <KeptDataSettings />

      <DisplaySettings />

      <Section title={t`Using a real node`}>
        <p className="max-w-3xl text-sm text-slate-700 dark:text-slate-300">
          <Trans>
            The explorer calls the node straight from your browser. A nodeos node must allow that
            with <code className="font-mono">access-control-allow-origin = *</code> and{' '}
            <code className="font-mono">access-control-allow-headers = Content-Type</code> in its
            config. The Peers page needs{' '}
            <code className="font-mono">plugin = eosio::net_api_plugin</code>.
          </Trans>
        </p>
      </Section>

      <Section title={t`This explorer`}>
        <KeyValueList
          items={[
            {
              label: t`Build`,
              hint: t`VITE_BUILD_ID when it was built`,
              value: BUILD_ID ? (
                <span className="font-mono" translate="no">
                  {BUILD_ID}
                </span>
              ) : (
                <span className="text-slate-600 dark:text-slate-300">{t`not named`}</span>
              ),
            },
          ]}
        />
      </Section>
    </>
  );
}

interface UnansweredSaveQuestionProps {
  url: string;
  /** Why its test failed. */
  error: unknown;
  onSave: () => void;
  onCancel: () => void;
}

/**
 * Saving a node that just failed its test would switch every page to it without a word; this
 * asks first. Focus moves to the safe choice, so a keyboard user answers it at once.
 */
function UnansweredSaveQuestion({ url, error, onSave, onCancel }: UnansweredSaveQuestionProps) {
  const questionId = useId();
  const why = nodeErrorTitle(error);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  const question =
    error instanceof NodeUnreachableError
      ? t`This node did not answer: save anyway?`
      : t`This node failed its test: save anyway?`;
  return (
    <div
      role="group"
      aria-labelledby={questionId}
      className="mt-3 max-w-xl rounded-lg border border-amber-400 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-50"
    >
      <p id={questionId} role="alert" className="font-semibold">
        {question}
      </p>
      <p className="mt-1 break-words">
        <Trans>
          <span className="font-mono">{url}</span>: {why}. Saved, it is used by every page until you
          choose another node.
        </Trans>
      </p>
      <div className="mt-3 flex gap-2">
        <button
          type="button"
          onClick={onSave}
          className="rounded-md border border-amber-500 px-3 py-1 font-medium hover:bg-amber-100 dark:hover:bg-amber-900/50"
        >
          <Trans>Save anyway</Trans>
        </button>
        <button
          type="button"
          ref={cancel}
          onClick={onCancel}
          className="rounded-md bg-teal-700 px-3 py-1 font-medium text-white hover:bg-teal-800"
        >
          <Trans>Cancel</Trans>
        </button>
      </div>
    </div>
  );
}

interface NodeListProps {
  title: string;
  urls: string[];
  current: string;
  onUse: (url: string) => void;
  onRemove?: (url: string) => void;
}

function NodeList({ title, urls, current, onUse, onRemove }: NodeListProps) {
  if (urls.length === 0) return null;
  return (
    <Section title={title}>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
        {urls.map((url) => (
          <li key={url} className="flex flex-wrap items-center gap-2 px-4 py-2 text-sm">
            <span className="font-mono break-all">{url}</span>
            {url === current ? (
              <Badge tone="info">
                <Trans>in use</Trans>
              </Badge>
            ) : null}
            <span className="ml-auto flex gap-2">
              {url !== current ? (
                <button
                  type="button"
                  className="underline"
                  onClick={() => onUse(url)}
                  aria-label={t`Use ${url}`}
                >
                  <Trans>Use</Trans>
                </button>
              ) : null}
              {onRemove ? (
                <button
                  type="button"
                  className="underline"
                  onClick={() => onRemove(url)}
                  aria-label={t`Remove ${url} from recent nodes`}
                >
                  <Trans>Remove</Trans>
                </button>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
