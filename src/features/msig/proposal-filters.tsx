import { t } from '@lingui/core/macro';
import { useId, useState, type FormEvent } from 'react';
import { BUTTON, INPUT } from '@/components/ui/form-styles';

export interface ProposalFilter {
  proposer: string;
  approver: string;
}

/** The list's filters; applied on submit, kept in the address by the page. */
export function ProposalFilters({
  value,
  onChange,
}: {
  value: ProposalFilter;
  onChange: (next: ProposalFilter) => void;
}) {
  const id = useId();
  const [proposer, setProposer] = useState(value.proposer);
  const [approver, setApprover] = useState(value.approver);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange({ proposer: proposer.trim(), approver: approver.trim() });
  };
  return (
    <form
      onSubmit={submit}
      aria-label={t`Filter proposals`}
      className="mb-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      <label htmlFor={`${id}-proposer`} className="text-sm font-medium">
        {t`Proposer`}
        <input
          id={`${id}-proposer`}
          className={INPUT}
          value={proposer}
          onChange={(e) => setProposer(e.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
      </label>
      <label htmlFor={`${id}-approver`} className="text-sm font-medium">
        {t`Approval requested from`}
        <input
          id={`${id}-approver`}
          className={INPUT}
          value={approver}
          onChange={(e) => setApprover(e.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
      </label>
      <button type="submit" className={BUTTON}>
        {t`Filter`}
      </button>
    </form>
  );
}
