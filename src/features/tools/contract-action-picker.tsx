import { t } from '@lingui/core/macro';
import { ActionSelect } from '@/components/abi-form/action-select';
import { Trans } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type { Abi } from '@/api/node-client';
import { INPUT, PRIMARY_BUTTON } from '@/components/ui/form-styles';

export interface ContractActionPickerProps {
  code: string;
  action: string;
  /** The contract's ABI once loaded. */
  abi: Abi | undefined;
  onCode: (code: string) => void;
  onAction: (action: string) => void;
}

const NAME = /^[.1-5a-z]{1,12}[.1-5a-j]?$/;

/** Chooses the contract (an account name) and one of its actions; both live in the URL. */
export function ContractActionPicker({
  code,
  action,
  abi,
  onCode,
  onAction,
}: ContractActionPickerProps) {
  const uid = useId();
  const [text, setText] = useState(code);
  const [problem, setProblem] = useState<string | null>(null);
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    const v = text.trim();
    if (!NAME.test(v) || v.endsWith('.')) {
      setProblem(t`“${v}” is not an account name (up to 12 of a–z, 1–5 and “.”)`);
      return;
    }
    setProblem(null);
    onCode(v);
  };
  return (
    <div className="flex flex-wrap items-end gap-4">
      <form
        onSubmit={handleSubmit}
        noValidate
        aria-label={t`Contract`}
        className="flex flex-wrap items-end gap-2"
      >
        <div>
          <label htmlFor={`${uid}-code`} className="block text-sm font-medium">
            <Trans>Contract account</Trans>
          </label>
          <input
            id={`${uid}-code`}
            className={INPUT}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="cyber.token"
            spellCheck={false}
            autoComplete="off"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${uid}-code-error` : undefined}
          />
        </div>
        <button type="submit" className={PRIMARY_BUTTON}>
          <Trans>Load ABI</Trans>
        </button>
        {problem ? (
          <p id={`${uid}-code-error`} className="basis-full text-sm text-red-800 dark:text-red-300">
            {problem}
          </p>
        ) : null}
      </form>
      {abi ? (
        <ActionSelect abi={abi} value={action} onChange={onAction} id={`${uid}-action`} />
      ) : null}
    </div>
  );
}
