import type { Abi } from '@/api/node-client';
import { ArrayDraftInput } from './array-draft-input';
import type { RenderDraftChild } from './draft-child';
import type { Draft } from './form-value';
import { OptionalDraftInput } from './optional-draft-input';
import { ScalarDraftInput } from './scalar-draft-input';
import { StructDraftInput } from './struct-draft-input';
import { shapeOf } from './type-model';
import { VariantDraftInput } from './variant-draft-input';

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
  const child: RenderDraftChild = (childType, v, set, l, p) => (
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
  const part = { abi, value, onChange, label, path, child };

  switch (shape.kind) {
    case 'scalar':
    case 'unknown':
      return (
        <ScalarDraftInput
          shape={shape}
          value={value}
          onChange={onChange}
          label={label}
          id={id}
          error={error}
          errorId={errorId}
          errorText={errorText}
        />
      );
    case 'array':
      return <ArrayDraftInput {...part} shape={shape} errorText={errorText} />;
    case 'optional':
    case 'extension':
      return <OptionalDraftInput {...part} shape={shape} />;
    case 'struct':
      return <StructDraftInput {...part} shape={shape} depth={depth} />;
    case 'variant':
      return <VariantDraftInput {...part} shape={shape} id={id} errorText={errorText} />;
  }
}
