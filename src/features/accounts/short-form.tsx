import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { INPUT, PRIMARY_BUTTON } from '@/components/ui/form-styles';

/** One field of a short form: what it reads and how a typed value is checked. */
export interface ShortField {
  name: string;
  label: string;
  hint?: string;
  initial?: string;
  /** `select` offers `options`; others are typed. */
  options?: readonly { value: string; label: string }[];
  /** The problem with a typed value, in words; null when it is fine. */
  check: (value: string) => string | null;
}

export interface ShortFormProps {
  title: string;
  /** The contract's action it fills, `cyber.stake::delegatevote`. */
  action: string;
  fields: readonly ShortField[];
  /** The builder's address for the checked values. */
  build: (values: Readonly<Record<string, string>>) => string;
}

/**
 * A few fields for one everyday action, checked as typed, that open the transaction builder
 * filled in: the person reviews and signs there.
 */
export function ShortForm({ title, action, fields, build }: ShortFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((f) => [f.name, f.initial ?? ''])),
  );
  const [shown, setShown] = useState(false);
  const problems = Object.fromEntries(fields.map((f) => [f.name, f.check(values[f.name] ?? '')]));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    if (fields.some((f) => problems[f.name] !== null)) return;
    void navigate(build(values));
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
    >
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        {title}
      </h3>
      <p className="text-xs text-slate-600 dark:text-slate-300">
        <span className="font-mono" translate="no">
          {action}
        </span>
      </p>
      {fields.map((f) => {
        const problem = shown ? problems[f.name] : null;
        const fieldId = `${id}-${f.name}`;
        const described = [f.hint ? `${fieldId}-hint` : '', problem ? `${fieldId}-problem` : '']
          .filter(Boolean)
          .join(' ');
        const common = {
          id: fieldId,
          name: f.name,
          value: values[f.name] ?? '',
          'aria-invalid': problem ? true : undefined,
          'aria-describedby': described || undefined,
          className: INPUT,
          onChange: (e: { target: { value: string } }) =>
            setValues((v) => ({ ...v, [f.name]: e.target.value })),
        };
        return (
          <div key={f.name} className="mt-2">
            <label htmlFor={fieldId} className="block text-xs font-medium">
              {f.label}
            </label>
            {f.options ? (
              <select {...common}>
                {f.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            ) : (
              <input {...common} type="text" autoComplete="off" spellCheck={false} />
            )}
            {f.hint ? (
              <p
                id={`${fieldId}-hint`}
                className="mt-0.5 text-xs text-slate-600 dark:text-slate-300"
              >
                {f.hint}
              </p>
            ) : null}
            {problem ? (
              <p
                id={`${fieldId}-problem`}
                className="mt-0.5 text-xs text-red-800 dark:text-red-300"
              >
                {problem}
              </p>
            ) : null}
          </div>
        );
      })}
      <button
        type="submit"
        className={`${PRIMARY_BUTTON} mt-3`}
        aria-label={t`${title}: open in the builder`}
      >
        <Trans>Open in the builder</Trans>
      </button>
    </form>
  );
}
