import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { isAccountName } from '@/api/chain-refs';
import { BUTTON, INPUT } from '@/components/ui/form-styles';
import { parseNodeTime } from '@/lib/format';
import type { PushDraft } from '@/lib/push-draft';
import type { Plan } from './plan';
import { proposalPath, readLevels } from './propose-draft';

const DEFAULT_DAYS = 7;

/**
 * Turns the drafted transaction into a cyber.msig proposal: the builder then holds one propose
 * action (its arguments editable like any other) for the proposer to sign.
 */
export function ProposePanel({
  draft,
  plan,
  headTime,
}: {
  draft: PushDraft;
  plan: Plan;
  headTime: string | undefined;
}) {
  const id = useId();
  const navigate = useNavigate();
  const [proposer, setProposer] = useState('');
  const [name, setName] = useState('');
  const [requested, setRequested] = useState('');
  const [days, setDays] = useState(String(DEFAULT_DAYS));
  const [problem, setProblem] = useState('');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const levels = readLevels(requested);
    const headMs = headTime ? parseNodeTime(headTime)?.getTime() : undefined;
    if (!plan.ok) return setProblem(t`Complete the drafted actions first.`);
    if (!isAccountName(proposer)) return setProblem(t`The proposer is not an account name.`);
    if (!isAccountName(name)) return setProblem(t`The proposal name is not a name.`);
    if (levels.length === 0 || levels.some((l) => !isAccountName(l.actor)))
      return setProblem(t`Name the accounts whose approval is requested (actor@permission).`);
    if (!/^\d+$/.test(days) || Number(days) < 1) return setProblem(t`Days must be 1 or more.`);
    if (headMs === undefined) return setProblem(t`The chain’s head is not known yet.`);
    setProblem('');
    try {
      const to = await proposalPath(
        plan.actions,
        draft,
        { proposer, proposalName: name, requested: levels, days: Number(days) },
        headMs,
      );
      void navigate(to);
    } catch (err) {
      setProblem(err instanceof Error ? err.message : String(err));
    }
  };
  const field = (label: string, key: string, value: string, set: (v: string) => void) => (
    <label htmlFor={`${id}-${key}`} className="text-sm font-medium">
      {label}
      <input
        id={`${id}-${key}`}
        className={INPUT}
        value={value}
        onChange={(e) => set(e.target.value)}
        autoComplete="off"
        spellCheck={false}
      />
    </label>
  );
  return (
    <details className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <summary className="cursor-pointer text-sm font-medium">
        <Trans>Propose this transaction through cyber.msig</Trans>
      </summary>
      <form
        aria-label={t`Propose`}
        onSubmit={(e) => void submit(e)}
        className="mt-3 grid gap-3 sm:grid-cols-2"
      >
        {field(t`Proposer`, 'proposer', proposer, setProposer)}
        {field(t`Proposal name`, 'name', name, setName)}
        {field(
          t`Approvals requested (actor@permission, comma-separated)`,
          'requested',
          requested,
          setRequested,
        )}
        {field(t`Expires after (days)`, 'days', days, setDays)}
        <div className="sm:col-span-2">
          <button type="submit" className={BUTTON}>
            {t`Make it a proposal`}
          </button>
          {problem ? (
            <p role="alert" className="mt-2 text-sm text-red-800 dark:text-red-300">
              {problem}
            </p>
          ) : null}
        </div>
      </form>
    </details>
  );
}
