import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { isAccountName } from '@/api/chain-refs';
import { BUTTON, INPUT } from '@/components/ui/form-styles';

export interface ContractFieldProps {
  value: string;
  onChange: (account: string) => void;
}

/**
 * The contract of an action, taken when the person says so (Enter or "Load"): the ABI is asked
 * for a whole name, not for every half-typed one.
 */
export function ContractField({ value, onChange }: ContractFieldProps) {
  const uid = useId();
  const [text, setText] = useState(value);
  const [problem, setProblem] = useState<string | null>(null);
  const take = (e?: FormEvent) => {
    e?.preventDefault();
    const name = text.trim();
    if (!isAccountName(name)) {
      setProblem(t`“${name}” is not an account name`);
      return;
    }
    setProblem(null);
    if (name !== value) onChange(name);
  };
  return (
    <div>
      <label htmlFor={`${uid}-contract`} className="block text-sm font-medium">
        <Trans>Contract</Trans>
      </label>
      <div className="flex items-center gap-2">
        <input
          id={`${uid}-contract`}
          className={INPUT}
          value={text}
          placeholder="cyber.token"
          spellCheck={false}
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${uid}-contract-error` : undefined}
          onChange={(e) => setText(e.target.value)}
          onBlur={() => take()}
          onKeyDown={(e) => {
            if (e.key === 'Enter') take(e);
          }}
        />
        <button type="button" className={`${BUTTON} mt-1`} onClick={() => take()}>
          <Trans>Load</Trans>
        </button>
      </div>
      {problem ? (
        <p id={`${uid}-contract-error`} className="text-sm text-red-800 dark:text-red-300">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
