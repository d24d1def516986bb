import { declaredKeys } from '@/lib/declared-keys';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { TransactionRequest } from '@/api/node-client';
import { useNodeClient } from '@/lib/node-store';
import { accountQueries } from '@/queries/accounts';
import { transactionToolQueries } from '@/queries/transaction-tools';
import { DeclaredAuthorities } from '@/components/authority/declared-authorities';
import { RequiredKeysAnswer } from './required-keys-answer';
import { BUTTON, INPUT, PRIMARY_BUTTON } from '@/components/ui/form-styles';
import { declaredAuthorities, keyListProblem, parseKeyList } from './transaction-model';

export interface RequiredKeysPanelProps {
  trx: TransactionRequest;
}

/**
 * Which of a list of public keys must sign (get_required_keys), with the authorities behind the
 * answer: each declared actor@permission with its threshold and weights (from get_account).
 */
export function RequiredKeysPanel({ trx }: RequiredKeysPanelProps) {
  const client = useNodeClient();
  const uid = useId();
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState<string[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const levels = declaredAuthorities(trx);
  const actors = [...new Set(levels.map((l) => l.actor))];
  const accounts = useQueries({
    queries: actors.map((a) => accountQueries.detail(client, a)),
  });
  const required = useQuery({
    ...transactionToolQueries.requiredKeys(client, trx, submitted ?? []),
    enabled: submitted !== null,
  });

  const given = new Set(submitted ?? []);
  const requiredSet = required.data ? new Set(required.data) : undefined;
  const delaySec = Number(trx.delay_sec ?? 0);

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    const keys = parseKeyList(text);
    const found = keyListProblem(keys);
    setProblem(found);
    if (!found) setSubmitted(keys);
  };

  const fillFromAccounts = () => {
    const keys = declaredKeys(
      levels,
      actors,
      accounts.map((q) => q.data),
    );
    setText(keys.join('\n'));
  };

  return (
    <div className="space-y-4">
      <form onSubmit={handleSubmit} noValidate aria-label={t`Available keys`} className="space-y-2">
        <label htmlFor={`${uid}-keys`} className="block text-sm font-medium">
          <Trans>Available public keys</Trans>
        </label>
        <span id={`${uid}-keys-hint`} className="block text-xs text-slate-600 dark:text-slate-300">
          <Trans>
            One per line (or separated by commas). The node answers which of them must sign.
          </Trans>
        </span>
        <textarea
          id={`${uid}-keys`}
          rows={4}
          value={text}
          onChange={(e) => setText(e.target.value)}
          spellCheck={false}
          aria-invalid={problem ? true : undefined}
          aria-describedby={[`${uid}-keys-hint`, problem ? `${uid}-keys-error` : '']
            .filter(Boolean)
            .join(' ')}
          className={INPUT}
        />
        {problem ? (
          <p id={`${uid}-keys-error`} className="text-sm text-red-800 dark:text-red-300">
            {problem}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={PRIMARY_BUTTON}>
            <Trans>Find required keys</Trans>
          </button>
          <button
            type="button"
            className={BUTTON}
            onClick={fillFromAccounts}
            disabled={accounts.some((q) => !q.data)}
          >
            <Trans>Use the keys of the declared permissions</Trans>
          </button>
        </div>
      </form>

      {submitted ? <RequiredKeysAnswer submitted={submitted} required={required} /> : null}

      <DeclaredAuthorities
        levels={levels}
        actors={actors}
        accounts={accounts}
        given={given}
        requiredSet={requiredSet}
        delaySec={delaySec}
      />
    </div>
  );
}
