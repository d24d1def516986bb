import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { DraftPartProps } from './draft-child';
import { DraftFieldset } from './draft-fieldset';
import { defaultDraft, isVariantDraft } from './form-value';
import { DRAFT_INPUT } from '@/components/ui/form-styles';
import type { TypeShape } from './type-model';

export interface VariantDraftInputProps extends DraftPartProps {
  shape: Extract<TypeShape, { kind: 'variant' }>;
  id: string;
  errorText: ReactNode;
}

/** A variant argument: which of its types, then a value of that type. */
export function VariantDraftInput({ shape, id, errorText, ...part }: VariantDraftInputProps) {
  const { abi, value, onChange, label, path, child } = part;
  const v = isVariantDraft(value) ? value : { $type: shape.types[0] ?? '', value: null };
  return (
    <DraftFieldset label={label} note={<Trans>(variant {shape.name})</Trans>}>
      <label htmlFor={`${id}-type`} className="block text-sm">
        <Trans>Type</Trans>
      </label>
      <select
        id={`${id}-type`}
        value={v.$type}
        onChange={(e) =>
          onChange({ $type: e.target.value, value: defaultDraft(abi, e.target.value) })
        }
        className={cn(DRAFT_INPUT, 'border-slate-300 dark:border-slate-600')}
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
    </DraftFieldset>
  );
}
