import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { GetInfo, TransactionRequest } from '@/api/node-client';
import { PanelBoundary } from '@/components/errors/panel-boundary';
import { JsonView } from '@/components/ui/json-view';
import { Section } from '@/components/ui/section';
import { paths } from '@/lib/paths';
import { RequiredKeysPanel } from './required-keys-panel';
import { ALERT, BUTTON, INPUT, LINK, PRIMARY_BUTTON } from './styles';
import { TransactionChecks } from './transaction-checks';
import { readDraftActions, writeDraftActions, type DraftAction } from './transaction-draft';
import { TransactionIdPanel } from './transaction-id-panel';
import { buildTransaction, headerFromChain, parseTransactionText } from './transaction-model';

export interface TransactionInspectorProps {
  /** The live head; header fields are filled from it. */
  info: GetInfo | undefined;
}

interface Inspected {
  trx: TransactionRequest;
  problems: string[];
  unwrapped: string | null;
  /** Bumped on each inspection, so the panels start afresh. */
  n: number;
}

/**
 * Paste a transaction (or build one from the encoder's actions); see its id, its expiration and
 * reference block checked against the chain, and which keys must sign it.
 */
export function TransactionInspector({ info }: TransactionInspectorProps) {
  const uid = useId();
  const [text, setText] = useState('');
  const [drafts, setDrafts] = useState<DraftAction[]>(() => readDraftActions());
  const [parseError, setParseError] = useState<string | null>(null);
  const [inspected, setInspected] = useState<Inspected | null>(null);

  const reference = info
    ? {
        headTime: info.head_block_time,
        blockNum: info.last_irreversible_block_num,
        blockId: info.last_irreversible_block_id,
      }
    : null;

  const inspect = (source: string) => {
    const parsed = parseTransactionText(source);
    if (!parsed.ok) {
      setParseError(parsed.message);
      setInspected(null);
      return;
    }
    setParseError(null);
    setInspected((s) => ({
      trx: parsed.trx,
      problems: parsed.problems,
      unwrapped: parsed.unwrapped,
      n: (s?.n ?? 0) + 1,
    }));
  };

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    inspect(text);
  };

  const buildFromDrafts = () => {
    if (!reference) return;
    const next = JSON.stringify(buildTransaction(drafts, headerFromChain(reference)), null, 2);
    setText(next);
    inspect(next);
  };

  const fillHeader = () => {
    if (!reference) return;
    const parsed = parseTransactionText(text || '{"actions":[]}');
    if (!parsed.ok) {
      setParseError(t`${parsed.message} (the header can only be set on valid JSON)`);
      return;
    }
    setParseError(null);
    setText(JSON.stringify({ ...parsed.trx, ...headerFromChain(reference) }, null, 2));
  };

  const clearDrafts = () => {
    writeDraftActions([]);
    setDrafts([]);
  };

  return (
    <>
      <Section title={t`Transaction`} id="inspector-input">
        {drafts.length > 0 ? (
          <div className="mb-3 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
            <p>
              {plural(drafts.length, {
                one: '# action from the encoder:',
                other: '# actions from the encoder:',
              })}{' '}
              <span className="font-mono">
                {drafts.map((d) => `${d.account}::${d.name}`).join(', ')}
              </span>
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              <button
                type="button"
                className={BUTTON}
                onClick={buildFromDrafts}
                disabled={!reference}
              >
                <Trans>Build a transaction from them</Trans>
              </button>
              <button type="button" className={BUTTON} onClick={clearDrafts}>
                <Trans>Forget them</Trans>
              </button>
            </div>
          </div>
        ) : (
          <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">
            <Trans>
              Paste a transaction as JSON, or make actions with the{' '}
              <Link className={LINK} to={paths.toolsAbi()}>
                action encoder
              </Link>{' '}
              (“Add to transaction”) and build one from them here.
            </Trans>
          </p>
        )}
        <form
          onSubmit={handleSubmit}
          noValidate
          aria-label={t`Inspect a transaction`}
          className="space-y-2"
        >
          <label htmlFor={`${uid}-trx`} className="block text-sm font-medium">
            <Trans>Transaction JSON</Trans>
          </label>
          <textarea
            id={`${uid}-trx`}
            rows={12}
            value={text}
            onChange={(e) => setText(e.target.value)}
            spellCheck={false}
            aria-invalid={parseError ? true : undefined}
            aria-describedby={parseError ? `${uid}-trx-error` : undefined}
            className={INPUT}
            placeholder='{"expiration": "…", "ref_block_num": …, "ref_block_prefix": …, "actions": [ … ]}'
          />
          {parseError ? (
            <p
              id={`${uid}-trx-error`}
              role="alert"
              className="text-sm text-red-800 dark:text-red-300"
            >
              {parseError}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={PRIMARY_BUTTON}>
              <Trans>Inspect</Trans>
            </button>
            <button type="button" className={BUTTON} onClick={fillHeader} disabled={!reference}>
              <Trans>Set expiration and reference block from the chain</Trans>
            </button>
          </div>
          <p className="text-xs text-slate-600 dark:text-slate-300">
            <Trans>
              The header is set to expire 10 minutes after the head block and to reference the last
              irreversible block.
            </Trans>
          </p>
        </form>
      </Section>

      {inspected ? (
        <div key={inspected.n}>
          {inspected.problems.length > 0 ? (
            <div role="alert" className={`${ALERT} mb-6`}>
              <p className="font-semibold">
                <Trans>This transaction has problems a node would refuse:</Trans>
              </p>
              <ul className="mt-1 list-disc pl-5">
                {inspected.problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {inspected.unwrapped ? (
            <p className="mb-4 text-sm">
              <Trans>
                Read the transaction from <span className="font-mono">{inspected.unwrapped}</span>{' '}
                of what was pasted.
              </Trans>
            </p>
          ) : null}
          <Section title={t`Checks against the chain`} id="inspector-checks">
            <PanelBoundary name={t`checks`}>
              <TransactionChecks trx={inspected.trx} info={info} />
            </PanelBoundary>
          </Section>
          <Section title={t`Transaction id`} id="inspector-id">
            <PanelBoundary name={t`transaction id`}>
              <TransactionIdPanel trx={inspected.trx} />
            </PanelBoundary>
          </Section>
          <Section title={t`Required keys`} id="inspector-keys">
            <PanelBoundary name={t`required keys`}>
              <RequiredKeysPanel trx={inspected.trx} />
            </PanelBoundary>
          </Section>
          <JsonView value={inspected.trx} label={t`The transaction as inspected`} />
        </div>
      ) : null}
    </>
  );
}
