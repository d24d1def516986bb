import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';

export interface AddNodeFormProps {
  /** Adds the node and returns its normalised URL; throws with a message for a refused one. */
  onAdd: (input: string) => string;
}

/** A node URL field: refused input says why, and the page keeps the node once added. */
export function AddNodeForm({ onAdd }: AddNodeFormProps) {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const problemId = useId();

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!value.trim()) {
      setProblem(t`Enter a node URL, for example https://node.example.com.`);
      return;
    }
    try {
      onAdd(value);
      setValue('');
      setProblem(null);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <label htmlFor={inputId} className="block text-sm font-medium">
        <Trans>Node URL</Trans>
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          id={inputId}
          type="url"
          inputMode="url"
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            if (problem) setProblem(null);
          }}
          placeholder="https://node.example.com"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          className="min-w-0 flex-1 basis-56 rounded-md border border-slate-300 bg-white px-3 py-1.5 font-mono text-sm focus-visible:border-teal-600 focus-visible:outline-2 focus-visible:outline-teal-600 dark:border-slate-600 dark:bg-slate-900"
        />
        <button
          type="submit"
          className="rounded-md bg-teal-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
        >
          <Trans>Add node</Trans>
        </button>
      </div>
      {problem ? (
        <p id={problemId} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
