import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { HistorySource } from '@/history/source';
import type { HoldersReader, HoldersState } from '@/history/token-holders/holders-reader';
import { ErrorPanel } from '@/components/errors/error-panel';
import { formatInteger } from '@/lib/format';
import { ScanPanel } from './scan-panel';
import { PRIMARY_BUTTON, SMALL_BUTTON } from './styles';

/**
 * Finding a token's holders and reading their balances: where the accounts come from, the
 * progress (accounts found, balances read, balances a second), start, cancel, resume, start over.
 * Without a history service the scan's panel comes first: the holders are found in the blocks
 * it has read.
 */
export function HoldersFinder({
  reader,
  state,
  source,
  code,
  symbol,
}: {
  reader: HoldersReader;
  state: HoldersState;
  source: HistorySource;
  code: string;
  symbol: string;
}) {
  const id = useId();
  const { meta, phase } = state;
  const running = phase === 'finding' || phase === 'reading';
  const unfinished = meta !== undefined && (!meta.found || meta.read < meta.accounts);
  const run = () => void reader.run(source);
  const startOver = () => void reader.clear().then(run);
  return (
    <>
      {source.scan ? (
        <ScanPanel
          scan={source.scan}
          target={{ account: code }}
          lookingFor={t`the transfers of ${symbol}`}
        />
      ) : null}
      <div
        className="mb-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
        role="group"
        aria-labelledby={`${id}-title`}
      >
        <p id={`${id}-title`} className="mb-2 text-sm">
          {source.scan ? (
            <Trans>
              A node cannot list who holds a token. The holders are found in the blocks read: the
              accounts {symbol} moved to or from, its issuer and the producer candidates; each
              balance is then read from the node and kept in this browser.
            </Trans>
          ) : (
            <Trans>
              A node cannot list who holds a token. The holders are found from the history service:
              the accounts {symbol} moved to or from, its issuer and the producer candidates; each
              balance is then read from the node and kept in this browser.
            </Trans>
          )}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {!running && meta === undefined ? (
            <button type="button" className={PRIMARY_BUTTON} onClick={run}>
              <Trans>Find holders</Trans>
            </button>
          ) : null}
          {!running && unfinished ? (
            <button type="button" className={PRIMARY_BUTTON} onClick={run}>
              <Trans>Resume</Trans>
            </button>
          ) : null}
          {!running && meta !== undefined && !unfinished ? (
            <button type="button" className={PRIMARY_BUTTON} onClick={run}>
              <Trans>Find new holders</Trans>
            </button>
          ) : null}
          {running ? (
            <button type="button" className={SMALL_BUTTON} onClick={() => reader.cancel()}>
              <Trans>Cancel</Trans>
            </button>
          ) : null}
          {!running && meta !== undefined ? (
            <button type="button" className={SMALL_BUTTON} onClick={startOver}>
              <Trans>Read all again</Trans>
            </button>
          ) : null}
        </div>
        <HoldersProgress state={state} />
      </div>
    </>
  );
}

function HoldersProgress({ state }: { state: HoldersState }) {
  const { meta, phase } = state;
  if (!meta) return null;
  const read = formatInteger(meta.read);
  const accounts = formatInteger(meta.accounts);
  const speed = formatInteger(state.perSecond);
  const block = formatInteger(meta.lastBlock ?? 0);
  const facts = [
    plural(meta.accounts, {
      one: `${read} of # account read`,
      other: `${read} of # accounts read`,
    }),
  ];
  if (phase === 'reading') facts.push(t`${speed} balances/s`);
  let line: string;
  if (phase === 'finding') line = t`Finding accounts: ${accounts} found so far.`;
  else if (phase === 'reading') line = t`Reading balances from the node.`;
  else if (phase === 'cancelled') line = t`Cancelled. Resume to go on from where it stopped.`;
  else if (meta.found && meta.read >= meta.accounts)
    line = t`Done: every account found is read (balances as of block ${block}).`;
  else line = t`Stopped before the end. Resume to go on from where it stopped.`;
  return (
    <div className="mt-3 text-sm" aria-live="polite">
      <div
        role="progressbar"
        aria-label={t`Balances read`}
        aria-valuemin={0}
        aria-valuemax={meta.accounts}
        aria-valuenow={meta.read}
        aria-valuetext={t`${read} of ${accounts}`}
        className="h-2 overflow-hidden rounded bg-slate-200 dark:bg-slate-700"
      >
        <div
          className="h-full bg-teal-600"
          style={{
            width: `${meta.accounts > 0 ? Math.min(100, Math.round((meta.read / meta.accounts) * 100)) : 0}%`,
          }}
        />
      </div>
      <p className="mt-1" data-testid="holders-progress">
        {facts.join(' · ')}
      </p>
      <p className="mt-1">{line}</p>
      {phase === 'failed' ? (
        <div className="mt-2">
          <ErrorPanel error={state.error} what={t`the holders`} brief />
        </div>
      ) : null}
    </div>
  );
}
