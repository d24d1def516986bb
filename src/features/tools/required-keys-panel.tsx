import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { TransactionRequest } from '@/api/node-client';
import { NodeHttpError } from '@/api/node-errors';
import { ErrorPanel } from '@/components/errors/error-panel';
import { CopyButton } from '@/components/ui/copy-button';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useNodeClient } from '@/lib/node-store';
import { accountQueries } from '@/queries/accounts';
import { transactionToolQueries } from '@/queries/transaction-tools';
import { AuthorityTable } from './authority-table';
import { BUTTON, INPUT, PRIMARY_BUTTON } from './styles';
import { declaredAuthorities, parseKeyList } from './transaction-model';

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
    if (keys.length === 0) {
      setProblem(t`Enter at least one public key (GLS…, EOS… or PUB_K1_…).`);
      return;
    }
    const bad = keys.filter(
      (k) => !/^(PUB_[A-Z0-9]+_|[A-Z]{2,4})[1-9A-HJ-NP-Za-km-z]{40,}$/.test(k),
    );
    if (bad.length > 0) {
      const list = bad.join(', ');
      setProblem(t`Not a public key: ${list}`);
      return;
    }
    setProblem(null);
    setSubmitted(keys);
  };

  const fillFromAccounts = () => {
    const keys: string[] = [];
    accounts.forEach((q, i) => {
      const actor = actors[i];
      for (const l of levels.filter((x) => x.actor === actor)) {
        const perm = q.data?.permissions.find((p) => p.perm_name === l.permission);
        for (const k of perm?.required_auth.keys ?? []) keys.push(k.key);
      }
    });
    setText([...new Set(keys)].join('\n'));
  };

  const unsatisfied =
    required.error instanceof NodeHttpError &&
    (required.error.status === 401 || required.error.errorName === 'unsatisfied_authorization');

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

      {submitted ? (
        required.isPending ? (
          <SkeletonRows rows={2} label={t`Asking the node which keys must sign…`} />
        ) : required.isError ? (
          unsatisfied ? (
            <div
              role="alert"
              className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
            >
              <p className="font-semibold">
                <Trans>These keys cannot authorize the transaction</Trans>
              </p>
              <p className="mt-1">
                {required.error instanceof NodeHttpError && required.error.details[0]
                  ? t`The node found no way to reach the thresholds below with the keys offered: ${required.error.details[0].message}`
                  : t`The node found no way to reach the thresholds below with the keys offered.`}
              </p>
            </div>
          ) : (
            <ErrorPanel error={required.error} what={t`the required keys`} />
          )
        ) : (
          <div>
            <h3 className="text-sm font-semibold">
              <Trans>
                Required keys ({required.data.length} of {submitted.length} offered)
              </Trans>
            </h3>
            {required.data.length === 0 ? (
              <p className="text-sm">
                <Trans>No signature is needed from these keys.</Trans>
              </p>
            ) : (
              <ul aria-label={t`Required keys`} className="mt-1 space-y-1">
                {required.data.map((k) => (
                  <li key={k} className="flex items-center gap-1">
                    <span className="font-mono text-sm break-all">{k}</span>
                    <CopyButton value={k} label={t`key`} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        )
      ) : null}

      <div className="space-y-4">
        <h3 className="text-sm font-semibold">
          <Trans>Declared authorities</Trans>
        </h3>
        {levels.length === 0 ? (
          <p className="text-sm">
            <Trans>The actions declare no authorization.</Trans>
          </p>
        ) : null}
        {levels.map((l) => {
          const q = accounts[actors.indexOf(l.actor)];
          if (!q || q.isPending)
            return <SkeletonRows key={`${l.actor}@${l.permission}`} rows={2} />;
          if (q.isError) {
            return (
              <ErrorPanel
                key={`${l.actor}@${l.permission}`}
                error={q.error}
                what={t`account ${l.actor}`}
              />
            );
          }
          return (
            <AuthorityTable
              key={`${l.actor}@${l.permission}`}
              account={q.data}
              permission={l.permission}
              given={given}
              required={requiredSet}
              delaySec={delaySec}
            />
          );
        })}
      </div>
    </div>
  );
}
