import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { childPath, type DraftPartProps } from './draft-child';
import { DraftFieldset } from './draft-fieldset';
import { defaultDraft } from './form-value';
import type { TypeShape } from './type-model';

export interface ArrayDraftInputProps extends DraftPartProps {
  shape: Extract<TypeShape, { kind: 'array' }>;
  errorText: ReactNode;
}

const SMALL_BUTTON =
  'rounded border border-slate-300 px-2 py-0.5 text-xs font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 dark:border-slate-600 dark:hover:bg-slate-800';

/** An array argument: its items, each removable, and a button adding one more. */
export function ArrayDraftInput({ shape, errorText, ...part }: ArrayDraftInputProps) {
  const { abi, value, onChange, label, path, child } = part;
  const items = Array.isArray(value) ? value : [];
  return (
    <DraftFieldset
      label={label}
      note={
        <>
          ({shape.item}[], {plural(items.length, { one: '# item', other: '# items' })})
        </>
      }
    >
      <ol className="space-y-2">
        {items.map((item, i) => (
          <li key={i} className="flex items-start gap-2">
            <div className="min-w-0 flex-1">
              {child(
                shape.item,
                item,
                (d) => onChange(items.map((x, j) => (j === i ? d : x))),
                `${label}[${i}]`,
                childPath(path, String(i)),
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
    </DraftFieldset>
  );
}
