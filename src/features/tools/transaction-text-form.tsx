import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, type FormEvent } from 'react';
import { BUTTON, INPUT, PRIMARY_BUTTON } from '@/components/ui/form-styles';

export interface TransactionTextFormProps {
  value: string;
  onChange: (value: string) => void;
  /** Why the text could not be read as a transaction, if it could not. */
  parseError: string | null;
  onInspect: () => void;
  /** The chain's head is known, so the header can be set from it. */
  canFillHeader: boolean;
  onFillHeader: () => void;
}

/** The transaction as JSON text, to inspect or to give a header from the chain. */
export function TransactionTextForm({
  value,
  onChange,
  parseError,
  onInspect,
  canFillHeader,
  onFillHeader,
}: TransactionTextFormProps) {
  const uid = useId();
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    onInspect();
  };
  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label={t`Inspect a transaction`}
      className="space-y-2"
    >
      <label htmlFor={`${uid}-trx`} className="block text-sm font-medium">
        <Trans>Transaction JSON</Trans>
      </label>
      <textarea
        id={`${uid}-trx`}
        rows={12}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        spellCheck={false}
        aria-invalid={parseError ? true : undefined}
        aria-describedby={parseError ? `${uid}-trx-error` : undefined}
        className={INPUT}
        placeholder='{"expiration": "…", "ref_block_num": …, "ref_block_prefix": …, "actions": [ … ]}'
      />
      {parseError ? (
        <p id={`${uid}-trx-error`} role="alert" className="text-sm text-red-800 dark:text-red-300">
          {parseError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={PRIMARY_BUTTON}>
          <Trans>Inspect</Trans>
        </button>
        <button type="button" className={BUTTON} onClick={onFillHeader} disabled={!canFillHeader}>
          <Trans>Set expiration and reference block from the chain</Trans>
        </button>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-300">
        <Trans>
          The header is set to expire 10 minutes after the head block and to reference the last
          irreversible block.
        </Trans>
      </p>
    </form>
  );
}
