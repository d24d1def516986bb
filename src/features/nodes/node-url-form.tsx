import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, type FormEvent } from 'react';

export interface NodeUrlFormProps {
  value: string;
  onChange: (value: string) => void;
  /** Why the URL typed was refused, if it was. */
  error: string | null;
  isTesting: boolean;
  onTest: (e: FormEvent) => void;
  onSave: () => void;
}

/** The node URL field with its two actions: test it, or save it and use it. */
export function NodeUrlForm({
  value,
  onChange,
  error,
  isTesting,
  onTest,
  onSave,
}: NodeUrlFormProps) {
  const inputId = useId();
  const errorId = useId();
  return (
    <form onSubmit={onTest} className="space-y-3" noValidate>
      <label htmlFor={inputId} className="block text-sm font-medium">
        <Trans>Node URL</Trans>
      </label>
      <input
        id={inputId}
        type="url"
        inputMode="url"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="w-full max-w-xl rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-sm dark:border-slate-600 dark:bg-slate-900"
        placeholder="https://node.example.com"
      />
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <button
          type="submit"
          className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
        >
          {isTesting ? t`Testing…` : t`Test`}
        </button>
        <button
          type="button"
          onClick={onSave}
          className="rounded-md bg-teal-700 px-4 py-2 text-sm font-medium text-white hover:bg-teal-800"
        >
          <Trans>Save and use</Trans>
        </button>
      </div>
    </form>
  );
}
