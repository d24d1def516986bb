import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { HistoryAction } from '@/api/history-model';
import { isNotFoundError, nodeErrorTitle } from '@/api/node-errors';
import { BlockLink } from '@/components/links/block-link';
import { KeyValueList } from '@/components/ui/key-value-list';
import { Section } from '@/components/ui/section';
import { TimeText } from '@/components/ui/time-text';
import { formatInteger } from '@/lib/format';
import { ActionList } from './action-list';
import { asAction, traceTree } from './trace-tree';
import { TransactionSummary } from './transaction-summary';

export interface TransactionFromHistoryProps {
  /** Every action the history service indexed for the transaction, inline ones included. */
  actions: readonly HistoryAction[];
  /** The service, as the page names it. */
  service: string;
  /** Why the node did not give the block. */
  blockError: unknown;
}

/**
 * A transaction whose block the node cannot give (most public nodes keep a trimmed block log),
 * drawn from the history service's answer: every action with its data and the inline actions it
 * sent, the block and its time. What only the block holds (the header as signed, the receipt's
 * billing) is said to be missing rather than left out silently.
 */
export function TransactionFromHistory({
  actions,
  service,
  blockError,
}: TransactionFromHistoryProps) {
  const roots = traceTree(actions);
  const rootActions = roots.map((node) => asAction(node.action));
  const first = actions[0];
  const why = isNotFoundError(blockError) ? t`it does not have it` : nodeErrorTitle(blockError);
  const actionCount = formatInteger(rootActions.length);
  return (
    <>
      <p
        className="mb-8 rounded-lg border border-dashed border-slate-300 p-4 text-sm dark:border-slate-600"
        data-testid="from-history-note"
      >
        {first ? (
          <Trans>
            The node did not give block <BlockLink block={first.blockNum} /> ({why}): nodes often
            keep only recent blocks. This transaction is drawn from the history service {service}:
            its actions with their data and the inline actions they sent, and the block’s time. Its
            header, signatures and billing are only in the block.
          </Trans>
        ) : null}
      </p>
      <TransactionSummary status="executed" actions={rootActions} roots={roots} />
      <Section title={t`Actions (${actionCount})`}>
        <ActionList actions={rootActions} label={t`Actions`} nodes={roots} />
      </Section>
      {first ? (
        <Section title={t`In the block`}>
          <KeyValueList
            items={[
              {
                label: t`Block`,
                value: (
                  <span>
                    <BlockLink block={first.blockNum} />{' '}
                    <span className="text-slate-600 dark:text-slate-300">
                      <Trans>
                        at <TimeText value={first.timestamp} />
                      </Trans>
                    </span>
                  </span>
                ),
              },
              { label: t`Source`, value: t`the history service ${service}` },
            ]}
          />
        </Section>
      ) : null}
    </>
  );
}
