import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type { ScanController, ScanState } from '@/history/block-scan/scan-controller';
import type { ScanRange, ScanTarget } from '@/history/block-scan/scan-engine';
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatDuration, formatInteger } from '@/lib/format';
import { useScanState } from './use-history';
import { PRIMARY_BUTTON, SMALL_BUTTON } from './styles';

const LAST_CHOICES = [1_000, 10_000, 100_000] as const;

/** `YYYY-MM-DD` of a date input as the scan's UTC time range (whole days, inclusive). */
function dateRange(from: string, to: string): ScanRange | string {
  if (!from || !to) return t`Choose both dates.`;
  const start = new Date(`${from}T00:00:00.000Z`);
  const end = new Date(`${to}T23:59:59.999Z`);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return t`Choose valid dates.`;
  if (start > end) return t`The date range ends before it starts.`;
  return { kind: 'dates', from: start.toISOString(), to: end.toISOString() };
}

/**
 * Reading the node's blocks for history: the range (last N blocks or dates), the progress
 * (blocks read, blocks/s, matches, time left), cancel and resume.
 */
export function ScanPanel({
  scan,
  target,
  lookingFor,
}: {
  scan: ScanController;
  target: ScanTarget;
  /** What the scan looks for, in words ("alice's actions"). */
  lookingFor: string;
}) {
  const state = useScanState(scan);
  const [choice, setChoice] = useState<string>('1000');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const running = state?.status === 'running';

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const range: ScanRange | string =
      choice === 'dates' ? dateRange(from, to) : { kind: 'last', blocks: Number(choice) };
    if (typeof range === 'string') {
      setProblem(range);
      return;
    }
    setProblem(null);
    scan.start(range, target);
  };

  return (
    <div
      className="mb-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
      role="group"
      aria-labelledby={`${id}-title`}
    >
      <p id={`${id}-title`} className="mb-2 text-sm">
        <Trans>
          No history service is configured: the explorer finds {lookingFor} by reading this node’s
          blocks (newest first). What was read is kept in this browser, so the next visit reads only
          new blocks.
        </Trans>
      </p>
      <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
        <label className="text-sm">
          <span className="block font-medium">
            <Trans>Blocks to read</Trans>
          </span>
          <select
            value={choice}
            onChange={(e) => setChoice(e.target.value)}
            disabled={running}
            className="mt-1 rounded-md border border-slate-300 bg-white px-2 py-1.5 dark:border-slate-600 dark:bg-slate-900"
          >
            {LAST_CHOICES.map((n) => (
              <option key={n} value={String(n)}>
                {plural(n, { one: 'Last # block', other: 'Last # blocks' })}
              </option>
            ))}
            <option value="dates">{t`A date range`}</option>
          </select>
        </label>
        {choice === 'dates' ? (
          <>
            <label className="text-sm">
              <span className="block font-medium">
                <Trans>From (UTC)</Trans>
              </span>
              <input
                type="date"
                value={from}
                onChange={(e) => setFrom(e.target.value)}
                className="mt-1 rounded-md border border-slate-300 bg-white px-2 py-1 dark:border-slate-600 dark:bg-slate-900"
              />
            </label>
            <label className="text-sm">
              <span className="block font-medium">
                <Trans>To (UTC)</Trans>
              </span>
              <input
                type="date"
                value={to}
                onChange={(e) => setTo(e.target.value)}
                className="mt-1 rounded-md border border-slate-300 bg-white px-2 py-1 dark:border-slate-600 dark:bg-slate-900"
              />
            </label>
          </>
        ) : null}
        <button type="submit" className={PRIMARY_BUTTON} disabled={running}>
          <Trans>Read blocks</Trans>
        </button>
        {running ? (
          <button type="button" className={SMALL_BUTTON} onClick={() => scan.cancel()}>
            <Trans>Cancel</Trans>
          </button>
        ) : null}
        {state &&
        (state.status === 'cancelled' || state.status === 'failed') &&
        (state.plan || state.range) ? (
          <button type="button" className={SMALL_BUTTON} onClick={() => scan.resume()}>
            <Trans>Resume</Trans>
          </button>
        ) : null}
      </form>
      {problem ? (
        <p role="alert" className="mt-2 text-sm text-red-800 dark:text-red-300">
          {problem}
        </p>
      ) : null}
      {state && state.status !== 'idle' ? <ScanProgressView state={state} /> : null}
    </div>
  );
}

function ScanProgressView({ state }: { state: ScanState }) {
  const { progress, plan } = state;
  const read = progress?.blocksRead ?? 0;
  const total = progress?.blocksToRead ?? plan?.blocksToRead ?? 0;
  const readText = formatInteger(read);
  const speed = formatInteger(Math.round(progress?.blocksPerSecond ?? 0));
  const facts = [
    plural(total, {
      one: `${readText} of # block read`,
      other: `${readText} of # blocks read`,
    }),
    t`${speed} blocks/s`,
    plural(progress?.matches ?? 0, { one: '# match', other: '# matches' }),
  ];
  if (state.status === 'running' && progress?.secondsLeft !== undefined) {
    const left = formatDuration(progress.secondsLeft);
    facts.push(t`about ${left} left`);
  }
  return (
    <div className="mt-3 text-sm" aria-live="polite">
      <ProgressBar
        label={t`Blocks read`}
        value={read}
        max={total}
        valueText={plural(total, {
          one: `${readText} of # block`,
          other: `${readText} of # blocks`,
        })}
      />
      <p className="mt-1" data-testid="scan-progress">
        {facts.join(' · ')}
      </p>
      {plan && plan.alreadyRead > 0 ? (
        <p className="mt-1">{alreadyReadText(plan.alreadyRead, plan.from, plan.to)}</p>
      ) : null}
      {progress && progress.pausedForSeconds > 0 ? (
        <p className="mt-1">
          <Trans>The node asked to slow down: waiting {progress.pausedForSeconds} s.</Trans>
        </p>
      ) : null}
      <ScanEnd state={state} />
    </div>
  );
}

function alreadyReadText(count: number, first: number, last: number): string {
  const from = formatInteger(first);
  const to = formatInteger(last);
  return plural(count, {
    one: `# block of blocks ${from}–${to} was read before and is not fetched again.`,
    other: `# blocks of blocks ${from}–${to} were read before and are not fetched again.`,
  });
}

function ScanEnd({ state }: { state: ScanState }) {
  switch (state.status) {
    case 'complete':
      return (
        <p className="mt-1 font-medium">
          <Trans>Done: every block of the range is read.</Trans>
        </p>
      );
    case 'found': {
      const block = formatInteger(state.found?.blockNum ?? 0);
      return (
        <p className="mt-1 font-medium">
          <Trans>Found in block {block}.</Trans>
        </p>
      );
    }
    case 'cancelled':
      return (
        <p className="mt-1 font-medium">
          <Trans>Cancelled. What was read is kept; Resume reads the rest.</Trans>
        </p>
      );
    case 'no-older-blocks': {
      const oldest =
        state.oldestAvailable !== undefined ? formatInteger(state.oldestAvailable) : undefined;
      return (
        <p className="mt-1 font-medium">
          {oldest !== undefined
            ? t`This node keeps no older blocks: its oldest is block ${oldest}.`
            : t`This node keeps no older blocks.`}
        </p>
      );
    }
    case 'failed': {
      const reason = state.error?.message ?? t`unknown failure`;
      const at =
        state.error?.blockNum !== undefined ? formatInteger(state.error.blockNum) : undefined;
      return (
        <p role="alert" className="mt-1 font-medium text-red-800 dark:text-red-300">
          {at !== undefined
            ? t`Reading stopped at block ${at}: ${reason}. What was read is kept; Resume tries again.`
            : t`Reading stopped: ${reason}. What was read is kept; Resume tries again.`}
        </p>
      );
    }
    default:
      return null;
  }
}
