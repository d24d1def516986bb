import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { GetInfo, TransactionRequest } from '@/api/node-client';
import { PanelBoundary } from '@/components/errors/panel-boundary';
import { JsonView } from '@/components/ui/json-view';
import { Section } from '@/components/ui/section';
import { RequiredKeysPanel } from './required-keys-panel';
import { ALERT } from '@/components/ui/form-styles';
import { TransactionChecks } from './transaction-checks';
import { TransactionIdPanel } from './transaction-id-panel';

/** A transaction read from what was pasted, with what reading it found. */
export interface Inspected {
  trx: TransactionRequest;
  problems: string[];
  unwrapped: string | null;
  /** Bumped on each inspection, so the panels start afresh. */
  n: number;
}

export interface InspectionReportProps {
  inspected: Inspected;
  /** The live head, which the checks compare with. */
  info: GetInfo | undefined;
}

/**
 * What the inspector found: problems, the checks against the chain, the id and the keys to sign.
 * Keyed by `inspected.n`, so each inspection starts its panels afresh.
 */
export function InspectionReport({ inspected, info }: InspectionReportProps) {
  return (
    <div>
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
            Read the transaction from <span className="font-mono">{inspected.unwrapped}</span> of
            what was pasted.
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
  );
}
