import { useId, useState, type FormEvent } from 'react';

/** What a typed entry becomes: the value to add, or a sentence saying what is wrong with it. */
export type EntryCheck = { value: string } | { problem: string };

export interface AddToListFormProps {
  label: string;
  placeholder: string;
  submitLabel: string;
  /** Width class of the input, sized for what it takes (e.g. `w-44`). */
  inputWidth: string;
  check: (typed: string) => EntryCheck;
  onAdd: (value: string) => void;
}

/**
 * One-line form that adds an entry to a list on the page. A refused entry stays in the input with
 * the reason beside it (announced, and tied to the input); an accepted one clears the input.
 */
export function AddToListForm({
  label,
  placeholder,
  submitLabel,
  inputWidth,
  check,
  onAdd,
}: AddToListFormProps) {
  const inputId = useId();
  const problemId = useId();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    const result = check(value);
    if ('problem' in result) {
      setProblem(result.problem);
      return;
    }
    setProblem(null);
    setValue('');
    onAdd(result.value);
  };
  return (
    <form onSubmit={handleSubmit} noValidate className="mt-3 flex flex-wrap items-center gap-2">
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={inputId}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder={placeholder}
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        className={`${inputWidth} rounded-md border border-slate-300 bg-white px-2 py-1 font-mono text-sm dark:border-slate-600 dark:bg-slate-900`}
      />
      <button
        type="submit"
        className="rounded-md border border-slate-300 px-3 py-1 text-sm font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 dark:border-slate-600 dark:hover:bg-slate-800"
      >
        {submitLabel}
      </button>
      {problem ? (
        <p id={problemId} role="alert" className="w-full text-sm text-red-800 dark:text-red-300">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
