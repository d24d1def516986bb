import { cn } from '@/lib/cn';

export interface FieldInputProps {
  id: string;
  label: string;
  /** Shown under the label: the type and an example. */
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  placeholder?: string;
  inputMode?: 'text' | 'numeric';
  className?: string;
}

/** A labelled text input whose error (if any) is announced with it. */
export function FieldInput({
  id,
  label,
  hint,
  value,
  onChange,
  error,
  placeholder,
  inputMode,
  className,
}: FieldInputProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn('min-w-0', className)}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {hint ? (
        <span id={hintId} className="block text-xs text-slate-600 dark:text-slate-300">
          {hint}
        </span>
      ) : null}
      <input
        id={id}
        type="text"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        inputMode={inputMode}
        spellCheck={false}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={cn(
          'mt-1 w-full rounded-md border bg-white px-2 py-1.5 font-mono text-sm focus-visible:outline-2 focus-visible:outline-teal-600 dark:bg-slate-900',
          error ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-600',
        )}
      />
      {error ? (
        <span id={errorId} className="mt-1 block text-xs text-red-800 dark:text-red-300">
          {error}
        </span>
      ) : null}
    </div>
  );
}
