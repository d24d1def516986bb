import { t } from '@lingui/core/macro';
import { useState } from 'react';
import type { GetInfo } from '@/api/node-client';
import { Section } from '@/components/ui/section';
import { DraftActionsNote } from './draft-actions-note';
import { InspectionReport, type Inspected } from './inspection-report';
import { readDraftActions, writeDraftActions, type DraftAction } from './transaction-draft';
import {
  buildTransaction,
  headerFromChain,
  parseTransactionText,
  withChainHeader,
} from './transaction-model';
import { TransactionTextForm } from './transaction-text-form';

export interface TransactionInspectorProps {
  /** The live head; header fields are filled from it. */
  info: GetInfo | undefined;
}

/**
 * Paste a transaction (or build one from the encoder's actions); see its id, its expiration and
 * reference block checked against the chain, and which keys must sign it.
 */
export function TransactionInspector({ info }: TransactionInspectorProps) {
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

  const buildFromDrafts = () => {
    if (!reference) return;
    const next = JSON.stringify(buildTransaction(drafts, headerFromChain(reference)), null, 2);
    setText(next);
    inspect(next);
  };

  const fillHeader = () => {
    if (!reference) return;
    const parsed = parseTransactionText(text.trim() || '{}');
    if (!parsed.ok) {
      setParseError(t`${parsed.message} (the header can only be set on valid JSON)`);
      return;
    }
    setParseError(null);
    const trx = withChainHeader(parsed.trx, drafts, headerFromChain(reference));
    setText(JSON.stringify(trx, null, 2));
  };

  const clearDrafts = () => {
    writeDraftActions([]);
    setDrafts([]);
  };

  return (
    <>
      <Section title={t`Transaction`} id="inspector-input">
        <DraftActionsNote
          drafts={drafts}
          canBuild={reference !== null}
          onBuild={buildFromDrafts}
          onForget={clearDrafts}
        />
        <TransactionTextForm
          value={text}
          onChange={setText}
          parseError={parseError}
          onInspect={() => inspect(text)}
          canFillHeader={reference !== null}
          onFillHeader={fillHeader}
        />
      </Section>

      {inspected ? <InspectionReport key={inspected.n} inspected={inspected} info={info} /> : null}
    </>
  );
}
