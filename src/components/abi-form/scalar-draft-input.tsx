import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { DraftCaption } from './draft-caption';
import type { Draft } from './form-value';
import { DRAFT_INPUT } from '@/components/ui/form-styles';
import type { TypeShape } from './type-model';

export interface ScalarDraftInputProps {
  /** The scalar type, or a type the ABI does not define (typed as text all the same). */
  shape: Extract<TypeShape, { kind: 'scalar' | 'unknown' }>;
  value: Draft;
  onChange: (value: Draft) => void;
  label: string;
  id: string;
  error: string | undefined;
  errorId: string | undefined;
  errorText: ReactNode;
}

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

/** One value typed as text (a checkbox for bool; a text area for bytes), with an example. */
export function ScalarDraftInput({
  shape,
  value,
  onChange,
  label,
  id,
  error,
  errorId,
  errorText,
}: ScalarDraftInputProps) {
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
      DRAFT_INPUT,
      error ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-600',
    ),
  } as const;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm">
        <DraftCaption
          label={label}
          note={
            <>
              ({scalarType}
              {shape.kind === 'unknown' ? t`, not defined in the ABI` : ''})
            </>
          }
        />
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
