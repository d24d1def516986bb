import { useId, useState, type FormEvent } from 'react';
import { isAccountName } from '@/lib/search';

export interface AddContractFormProps {
  onAdd: (contract: string) => void;
  /** Contracts already checked, to refuse duplicates. */
  existing: readonly string[];
}

/** Adds a token contract to check; the list lives in the page URL. */
export function AddContractForm({ onAdd, existing }: AddContractFormProps) {
  const inputId = useId();
  const problemId = useId();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    const name = value.trim();
    if (!isAccountName(name)) {
      setProblem(`“${name}” is not an account name (a–z, 1–5 and “.”, up to 12 characters).`);
      return;
    }
    if (existing.includes(name)) {
      setProblem(`${name} is already in the list.`);
      return;
    }
    setProblem(null);
    setValue('');
    onAdd(name);
  };
  return (
    <form onSubmit={handleSubmit} noValidate className="mt-3 flex flex-wrap items-center gap-2">
      <label htmlFor={inputId} className="text-sm font-medium">
        Check another token contract
      </label>
      <input
        id={inputId}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder="e.g. golos.token"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        className="w-44 rounded-md border border-slate-300 bg-white px-2 py-1 font-mono text-sm dark:border-slate-600 dark:bg-slate-900"
      />
      <button
        type="submit"
        className="rounded-md border border-slate-300 px-3 py-1 text-sm font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 dark:border-slate-600 dark:hover:bg-slate-800"
      >
        Add
      </button>
      {problem ? (
        <p id={problemId} role="alert" className="w-full text-sm text-red-800 dark:text-red-300">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
