import { t } from '@lingui/core/macro';
import type { DraftPartProps } from './draft-child';
import { DraftFieldset } from './draft-fieldset';
import { defaultDraft } from './form-value';
import type { TypeShape } from './type-model';

export interface OptionalDraftInputProps extends DraftPartProps {
  /** An optional (`T?`) may be null; a binary extension (`T$`) may be left off the end. */
  shape: Extract<TypeShape, { kind: 'optional' | 'extension' }>;
}

/** A value that may be absent: a checkbox to include it, then its input. */
export function OptionalDraftInput({ shape, ...part }: OptionalDraftInputProps) {
  const { abi, value, onChange, label, path, child } = part;
  const set = value !== null;
  return (
    <DraftFieldset
      label={label}
      note={
        <>
          ({shape.inner}
          {shape.kind === 'optional' ? t`?, optional` : t`$, binary extension`})
        </>
      }
    >
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={set}
          onChange={(e) => onChange(e.target.checked ? defaultDraft(abi, shape.inner) : null)}
        />
        {shape.kind === 'optional' ? t`Set ${label}` : t`Include ${label}`}
      </label>
      {set ? <div className="mt-2">{child(shape.inner, value, onChange, label, path)}</div> : null}
    </DraftFieldset>
  );
}
