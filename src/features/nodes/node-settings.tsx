import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { KeyValueList } from '@/components/ui/key-value-list';
import { Section } from '@/components/ui/section';
import { forgetSavedNode, removeRecentNode, useRecentNodes } from '@/lib/node-store';
import { normalizeNodeUrl } from '@/lib/node-url';
import { NodeChoiceList } from './node-choice-list';
import { NodeTestPanel } from './node-test-panel';
import { NodeUrlForm } from './node-url-form';
import { UnansweredSaveQuestion } from './unanswered-save-question';
import { useNodeChoice } from './use-node-choice';

const SOURCE_TEXT = {
  link: msg`from the link you opened (this visit only)`,
  saved: msg`your saved choice`,
  config: msg`this deployment's config.json`,
  build: msg`this build's default (VITE_NODE_URL)`,
  default: msg`the local dev node default`,
} as const;

/** Settings → the node this explorer reads from: which one and why, testing another, switching. */
export function NodeSettings() {
  const choice = useNodeChoice();
  const { state, probe, unansweredSave, savedMessage, setSavedMessage, switchTo } = choice;
  const recent = useRecentNodes();
  return (
    <>
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
        <NodeUrlForm
          value={choice.input}
          onChange={choice.setInput}
          error={choice.inputError}
          isTesting={probe.isPending}
          onTest={choice.handleTest}
          onSave={choice.handleSave}
        />
        {unansweredSave ? (
          <UnansweredSaveQuestion
            url={unansweredSave}
            error={probe.error}
            onSave={() => {
              choice.setUnansweredSave(null);
              switchTo(unansweredSave);
            }}
            onCancel={() => {
              choice.setUnansweredSave(null);
              setSavedMessage(t`Not saved: still using ${state.url}.`);
            }}
          />
        ) : null}
        {savedMessage ? (
          <p role="status" className="mt-3 text-sm">
            {savedMessage}
          </p>
        ) : null}
        <NodeTestPanel probe={probe} />
      </Section>

      <NodeChoiceList
        title={t`Recent nodes`}
        urls={recent}
        current={state.url}
        onUse={switchTo}
        onRemove={removeRecentNode}
      />
      {state.config.nodes?.length ? (
        <NodeChoiceList
          title={t`Suggested nodes`}
          urls={state.config.nodes.flatMap((n) => {
            const url = normalizeNodeUrl(n.url);
            return url ? [url] : [];
          })}
          current={state.url}
          onUse={switchTo}
        />
      ) : null}
    </>
  );
}
