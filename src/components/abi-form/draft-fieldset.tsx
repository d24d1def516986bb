import type { ReactNode } from 'react';
import { DraftCaption } from './draft-caption';

export interface DraftFieldsetProps {
  label: string;
  note: ReactNode;
  children: ReactNode;
}

/** The frame of a compound argument (array, optional, struct, variant), its caption the legend. */
export function DraftFieldset({ label, note, children }: DraftFieldsetProps) {
  return (
    <fieldset className="min-w-0 rounded-md border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 text-sm">
        <DraftCaption label={label} note={note} />
      </legend>
      {children}
    </fieldset>
  );
}
