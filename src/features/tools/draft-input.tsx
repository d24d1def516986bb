import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Abi } from '@/api/node-client';
import { isJsonObject } from '@/api/schemas/common';
import { cn } from '@/lib/cn';
import { defaultDraft, isVariantDraft, type Draft } from './form-value';
import { shapeOf } from './type-model';

export interface DraftInputProps {
  abi: Abi;
  type: string;
  value: Draft;
  onChange: (value: Draft) => void;
  /** Field name (or `item 3`) shown as the label. */
  label: string;
  /** Dotted path of this value in the arguments (error lookup, ids). */
  path: string;
  idPrefix: string;
  /** Problems by path, shown once the person tried to encode. */
  errors: ReadonlyMap<string, string>;
  depth?: number;
}

const INPUT =
  'mt-1 w-full rounded-md border bg-white px-2 py-1.5 font-mono text-sm focus-visible:outline-2 focus-visible:outline-teal-600 dark:bg-slate-900';
const SMALL_BUTTON =
  'rounded border border-slate-300 px-2 py-0.5 text-xs font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 dark:border-slate-600 dark:hover:bg-slate-800';
const FIELDSET = 'min-w-0 rounded-md border border-slate-200 p-3 dark:border-slate-700';

const EXAMPLES: Record<string, string> = {
  name: 'alice',
  asset: '1.0000 CYBER',
  symbol: '4,CYBER',
  symbol_code: 'CYBER',
  time_point_sec: '2024-01-31T12:00:00',
  time_point: '2024-01-31T12:00:00.000',
  public_key: 'GLS…',
  uint64: '0',
  uint32: '0',
  uint16: '0',
  uint8: '0',
  int64: '0',
};

function idOf(prefix: string, path: string) {
  return `${prefix}-${path.replace(/[^A-Za-z0-9_-]/g, '_') || 'root'}`;
}

/** One value of the action's arguments, as the input its type calls for (recursively). */
export function DraftInput({
  abi,
  type,
  value,
  onChange,
  label,
  path,
  idPrefix,
  errors,
  depth = 0,
}: DraftInputProps) {
  const shape = shapeOf(abi, type);
  const id = idOf(idPrefix, path);
  const error = errors.get(path || '(arguments)');
  const errorId = error ? `${id}-error` : undefined;
  const errorText = error ? (
    <span id={errorId} className="mt-1 block text-xs text-red-800 dark:text-red-300">
      {error}
    </span>
  ) : null;
  const child = (childType: string, v: Draft, set: (d: Draft) => void, l: string, p: string) => (
    <DraftInput
      abi={abi}
      type={childType}
      value={v}
      onChange={set}
      label={l}
      path={p}
      idPrefix={idPrefix}
      errors={errors}
      depth={depth + 1}
    />
  );
  const at = (p: string) => (path ? `${path}.${p}` : p);

  switch (shape.kind) {
    case 'scalar':
    case 'unknown': {
      if (shape.kind === 'scalar' && shape.type === 'bool') {
        return (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={value === true}
              onChange={(e) => onChange(e.target.checked)}
            />
            <span className="font-mono">{label}</span>
            <span className="text-xs text-slate-600 dark:text-slate-300">(bool)</span>
          </label>
        );
      }
      const scalarType = shape.type;
      const text = typeof value === 'string' ? value : '';
      const multiline = scalarType === 'bytes';
      const common = {
        id,
        value: text,
        spellCheck: false,
        autoComplete: 'off',
        placeholder:
          scalarType === 'bytes'
            ? t`hex, e.g. 0a0b`
            : scalarType === 'checksum256'
              ? t`64 hex digits`
              : EXAMPLES[scalarType],
        'aria-invalid': error ? true : undefined,
        'aria-describedby': errorId,
        className: cn(
          INPUT,
          error ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-600',
        ),
      } as const;
      return (
        <div className="min-w-0">
          <label htmlFor={id} className="block text-sm">
            <span className="font-mono font-medium">{label}</span>{' '}
            <span className="text-xs text-slate-600 dark:text-slate-300">
              ({scalarType}
              {shape.kind === 'unknown' ? t`, not defined in the ABI` : ''})
            </span>
          </label>
          {multiline ? (
            <textarea {...common} rows={2} onChange={(e) => onChange(e.target.value)} />
          ) : (
            <input
              {...common}
              type="text"
              inputMode={/int|float/.test(scalarType) ? 'numeric' : undefined}
              onChange={(e) => onChange(e.target.value)}
            />
          )}
          {errorText}
        </div>
      );
    }
    case 'array': {
      const items = Array.isArray(value) ? value : [];
      return (
        <fieldset className={FIELDSET}>
          <legend className="px-1 text-sm">
            <span className="font-mono font-medium">{label}</span>{' '}
            <span className="text-xs text-slate-600 dark:text-slate-300">
              ({shape.item}[], {plural(items.length, { one: '# item', other: '# items' })})
            </span>
          </legend>
          <ol className="space-y-2">
            {items.map((item, i) => (
              <li key={i} className="flex items-start gap-2">
                <div className="min-w-0 flex-1">
                  {child(
                    shape.item,
                    item,
                    (d) => onChange(items.map((x, j) => (j === i ? d : x))),
                    `${label}[${i}]`,
                    at(String(i)),
                  )}
                </div>
                <button
                  type="button"
                  className={cn(SMALL_BUTTON, 'mt-6')}
                  onClick={() => onChange(items.filter((_, j) => j !== i))}
                  aria-label={t`Remove ${label}[${i}]`}
                >
                  <Trans>Remove</Trans>
                </button>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className={cn(SMALL_BUTTON, 'mt-2')}
            onClick={() => onChange([...items, defaultDraft(abi, shape.item)])}
          >
            <Trans>Add {label} item</Trans>
          </button>
          {errorText}
        </fieldset>
      );
    }
    case 'optional':
    case 'extension': {
      const set = value !== null;
      return (
        <fieldset className={FIELDSET}>
          <legend className="px-1 text-sm">
            <span className="font-mono font-medium">{label}</span>{' '}
            <span className="text-xs text-slate-600 dark:text-slate-300">
              ({shape.inner}
              {shape.kind === 'optional' ? t`?, optional` : t`$, binary extension`})
            </span>
          </legend>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={set}
              onChange={(e) => onChange(e.target.checked ? defaultDraft(abi, shape.inner) : null)}
            />
            {shape.kind === 'optional' ? t`Set ${label}` : t`Include ${label}`}
          </label>
          {set ? (
            <div className="mt-2">{child(shape.inner, value, onChange, label, path)}</div>
          ) : null}
        </fieldset>
      );
    }
    case 'struct': {
      const obj: Record<string, Draft> =
        isJsonObject(value) && !isVariantDraft(value) && !Array.isArray(value) ? value : {};
      const fields = (
        <div className="grid gap-3 sm:grid-cols-2">
          {shape.fields.map((f) => (
            <div
              key={f.name}
              className={cn(shapeOf(abi, f.type).kind !== 'scalar' && 'sm:col-span-2')}
            >
              {child(
                f.type,
                obj[f.name] ?? defaultDraft(abi, f.type),
                (d) => onChange({ ...obj, [f.name]: d }),
                f.name,
                at(f.name),
              )}
            </div>
          ))}
          {shape.fields.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              <Trans>No fields.</Trans>
            </p>
          ) : null}
        </div>
      );
      if (depth === 0) return fields;
      return (
        <fieldset className={FIELDSET}>
          <legend className="px-1 text-sm">
            <span className="font-mono font-medium">{label}</span>{' '}
            <span className="text-xs text-slate-600 dark:text-slate-300">({shape.name})</span>
          </legend>
          {fields}
        </fieldset>
      );
    }
    case 'variant': {
      const v = isVariantDraft(value) ? value : { $type: shape.types[0] ?? '', value: null };
      return (
        <fieldset className={FIELDSET}>
          <legend className="px-1 text-sm">
            <span className="font-mono font-medium">{label}</span>{' '}
            <span className="text-xs text-slate-600 dark:text-slate-300">
              <Trans>(variant {shape.name})</Trans>
            </span>
          </legend>
          <label htmlFor={`${id}-type`} className="block text-sm">
            <Trans>Type</Trans>
          </label>
          <select
            id={`${id}-type`}
            value={v.$type}
            onChange={(e) =>
              onChange({ $type: e.target.value, value: defaultDraft(abi, e.target.value) })
            }
            className={cn(INPUT, 'border-slate-300 dark:border-slate-600')}
          >
            {shape.types.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <div className="mt-2">
            {child(
              v.$type,
              v.value,
              (d) => onChange({ $type: v.$type, value: d }),
              `${label} (${v.$type})`,
              path,
            )}
          </div>
          {errorText}
        </fieldset>
      );
    }
  }
}
