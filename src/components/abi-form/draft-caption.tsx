import type { ReactNode } from 'react';

export interface DraftCaptionProps {
  label: string;
  /** The type, and anything to know about it, in brackets. */
  note: ReactNode;
}

/** An argument's name with its type: the text of its label or legend. */
export function DraftCaption({ label, note }: DraftCaptionProps) {
  return (
    <>
      <span className="font-mono font-medium">{label}</span>{' '}
      <span className="text-xs text-slate-600 dark:text-slate-300">{note}</span>
    </>
  );
}
