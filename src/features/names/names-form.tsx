import { Trans } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';

export interface NamesFormProps {
  /** The names as they are in the URL. */
  initial: string;
  onSubmit: (text: string) => void;
}

/** One field for one or many names; checking happens on the page, before anything is sent. */
export function NamesForm({ initial, onSubmit }: NamesFormProps) {
  const [value, setValue] = useState(initial);
  const inputId = useId();
  const helpId = useId();

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(value);
  };

  return (
    <form onSubmit={handleSubmit} className="mb-6">
      <label htmlFor={inputId} className="block text-sm font-medium">
        <Trans>Names to resolve</Trans>
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          id={inputId}
          type="text"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          placeholder="golos, @golos, alice@golos, alice@@cyber"
          autoComplete="off"
          spellCheck={false}
          aria-describedby={helpId}
          className="min-w-0 flex-1 basis-64 rounded-md border border-slate-300 bg-white px-3 py-1.5 font-mono text-sm focus-visible:border-teal-600 focus-visible:outline-2 focus-visible:outline-teal-600 dark:border-slate-600 dark:bg-slate-900"
        />
        <button
          type="submit"
          className="rounded-md bg-teal-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 dark:bg-teal-700 dark:hover:bg-teal-800"
        >
          <Trans>Resolve</Trans>
        </button>
      </div>
      <p id={helpId} className="mt-1 text-xs text-slate-600 dark:text-slate-300">
        <Trans>
          Separate names with commas or spaces. Forms: <code>domain</code>, <code>@domain</code>,{' '}
          <code>username@domain</code>, <code>username@@account</code>. All are resolved in one
          request.
        </Trans>
      </p>
    </form>
  );
}
