import { Trans } from '@lingui/react/macro';
import { isJsonObject } from '@/api/json-object';
import { cn } from '@/lib/cn';
import { childPath, type DraftPartProps } from './draft-child';
import { DraftFieldset } from './draft-fieldset';
import { defaultDraft, isVariantDraft, type Draft } from './form-value';
import { shapeOf, type TypeShape } from './type-model';

export interface StructDraftInputProps extends DraftPartProps {
  shape: Extract<TypeShape, { kind: 'struct' }>;
  /** 0 for the action's own arguments, which need no frame of their own. */
  depth: number;
}

/** A struct argument: one input per field, compound fields across the whole width. */
export function StructDraftInput({ shape, depth, ...part }: StructDraftInputProps) {
  const { abi, value, onChange, label, path, child } = part;
  const obj: Record<string, Draft> =
    isJsonObject(value) && !isVariantDraft(value) && !Array.isArray(value) ? value : {};
  const fields = (
    <div className="grid gap-3 sm:grid-cols-2">
      {shape.fields.map((f) => (
        <div key={f.name} className={cn(shapeOf(abi, f.type).kind !== 'scalar' && 'sm:col-span-2')}>
          {child(
            f.type,
            obj[f.name] ?? defaultDraft(abi, f.type),
            (d) => onChange({ ...obj, [f.name]: d }),
            f.name,
            childPath(path, f.name),
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
    <DraftFieldset label={label} note={<>({shape.name})</>}>
      {fields}
    </DraftFieldset>
  );
}
