import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { KeyValueList } from '@/components/ui/key-value-list';
import { Section } from '@/components/ui/section';
import { forgetHistoryChoice, saveHistoryChoice, useNodeState } from '@/lib/node-store';
import { normalizeNodeUrl } from '@/lib/node-url';
import { probeHistoryService } from './history-service-probe';
import { HistoryTestPanel } from './history-test-panel';
import { KeptHistory } from './kept-history';
import { BUTTON } from './styles';

const CHOSEN_BY = {
  link: msg`the link you opened (this visit only)`,
  saved: msg`your saved choice`,
  config: msg`this deployment's config.json`,
  build: msg`this build's default (VITE_HISTORY_URL), for its own node`,
  none: msg`no service is configured`,
} as const;

/** Settings of history: the service (or the node's blocks) and the space the block scan keeps. */
export function HistorySettings() {
  const state = useNodeState();
  const queryClient = useQueryClient();
  const [input, setInput] = useState(state.history.url ?? '');
  const [inputError, setInputError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const inputId = useId();
  const probe = useMutation({ mutationFn: (url: string) => probeHistoryService(url, state.url) });

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
      <HistoryTestPanel probe={probe} />
      <KeptHistory onCleared={dropHistoryAnswers} />
    </Section>
  );
}
