import { plural, t } from '@lingui/core/macro';
import type { Action } from '@/api/node-client';
import { ReadingView } from '@/components/ui/reading-view';
import { Section } from '@/components/ui/section';
import { readKnownAction, type ActionReading } from '@/lib/action-reading';
import { TransactionStatusBadge } from './transaction-status-badge';
import { asAction, type TraceNode } from './trace-tree';

/** Lines of the summary at most; the actions below have the rest. */
const MAX_LINES = 5;

type Line = { kind: 'reading'; reading: ActionReading } | { kind: 'action'; name: string };

/**
 * One line per action, in the order they ran: in words when the explorer knows the action (a
 * transfer reads "alice → bob 10.0000 CYBER"), else its contract and name. An inline action is a
 * line only when it reads in words: a contract's bookkeeping would bury what happened.
 */
function summaryLines(actions: readonly Action[], roots: TraceNode[] | undefined): Line[] {
  const line = (act: Action, isRoot: boolean): Line[] => {
    const reading = readKnownAction({ action: act.name, data: act.data }, '');
    if (reading) return [{ kind: 'reading', reading }];
    return isRoot ? [{ kind: 'action', name: `${act.account}::${act.name}` }] : [];
  };
  if (!roots) return actions.flatMap((a) => line(a, true));
  const walk = (node: TraceNode, isRoot: boolean): Line[] => [
    ...line(asAction(node.action), isRoot),
    ...node.inline.flatMap((child) => walk(child, false)),
  ];
  return roots.flatMap((r) => walk(r, true));
}

export interface TransactionSummaryProps {
  status: string;
  /** The actions the block holds (none for a receipt with only an id). */
  actions: readonly Action[];
  /** The same actions as the history service saw them run, with their inline ones; if known. */
  roots: TraceNode[] | undefined;
}

/** What the transaction did, in a few lines, before any of its details. */
export function TransactionSummary({ status, actions, roots }: TransactionSummaryProps) {
  const lines = summaryLines(actions, roots);
  const more = lines.length - MAX_LINES;
  return (
    <Section title={t`What happened`}>
      <div className="flex flex-wrap items-start gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
        <TransactionStatusBadge status={status} />
        {lines.length ? (
          <ul className="min-w-0 flex-1 space-y-1 text-base">
            {lines.slice(0, MAX_LINES).map((l, i) => (
              <li key={i}>
                {l.kind === 'reading' ? (
                  <ReadingView reading={l.reading} />
                ) : (
                  <code className="font-mono text-sm">{l.name}</code>
                )}
              </li>
            ))}
            {more > 0 ? (
              <li className="text-sm text-slate-600 dark:text-slate-300">
                {plural(more, {
                  one: 'and # more action below',
                  other: 'and # more actions below',
                })}
              </li>
            ) : null}
          </ul>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t`Its actions are not known here: see below.`}
          </p>
        )}
      </div>
    </Section>
  );
}
