import { t } from '@lingui/core/macro';
import type { BoundTexts, FieldProblem } from './bound-values';
import { FieldInput } from './field-input';
import type { IndexChoice } from './index-model';
import { fieldLabel } from './table-query-model';

export interface BoundFieldsProps {
  which: 'lower' | 'upper';
  index: IndexChoice;
  texts: BoundTexts;
  onChange: (texts: BoundTexts) => void;
  /** The bound's problems when the form was last sent. */
  problems: FieldProblem[] | undefined;
  idPrefix: string;
}

const TYPE_EXAMPLES: Record<string, string> = {
  name: 'alice',
  symbol_code: 'CYBER',
  uint64: '42',
  int64: '-5',
  time_point_sec: '2024-01-31T12:00:00',
  asset: '1.0000 CYBER',
};

/** One bound of the query: an input per index field, each with its type and an example. */
export function BoundFields({
  which,
  index,
  texts,
  onChange,
  problems,
  idPrefix,
}: BoundFieldsProps) {
  const problemFor = (path: string) => problems?.find((p) => p.path === path)?.message ?? null;
  return (
    <fieldset className="min-w-0 rounded-md border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold">
        {which === 'lower' ? t`Lower bound (from)` : t`Upper bound (to, inclusive)`}
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {index.fields.map((f) => {
          const example =
            f.type === 'i64'
              ? t`42 or alice`
              : f.type === 'sha256'
                ? t`64 hex digits`
                : TYPE_EXAMPLES[f.type];
          return (
            <FieldInput
              key={`${index.name}-${f.path}`}
              id={`${idPrefix}-${which}-${f.path || 'key'}`}
              label={fieldLabel(index, f.path)}
              hint={`${f.type}${f.order === 'desc' ? t`, descending` : ''}${example ? ` · ${t`e.g. ${example}`}` : ''}`}
              value={texts[f.path] ?? ''}
              onChange={(v) => onChange({ ...texts, [f.path]: v })}
              error={problemFor(f.path)}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
