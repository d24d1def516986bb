import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type BadgeTone = 'neutral' | 'good' | 'warn' | 'bad' | 'info';

const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
  good: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100',
  warn: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
  bad: 'bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100',
  info: 'bg-sky-100 text-sky-900 dark:bg-sky-900/60 dark:text-sky-100',
};

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  title?: string;
}

/** A label whose meaning is in its text; colour only reinforces it. */
export function Badge({ tone = 'neutral', children, title }: BadgeProps) {
  return (
    <span
      title={title}
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium',
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}
