import { t } from '@lingui/core/macro';
import { cn } from '@/lib/cn';

export interface SkeletonProps {
  className?: string;
}

/** A grey placeholder shaped like the content that is loading. */
export function Skeleton({ className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block rounded bg-slate-200 motion-safe:animate-pulse dark:bg-slate-700',
        className,
      )}
    />
  );
}

export interface SkeletonRowsProps {
  rows?: number;
  label?: string;
}

/** A block of skeleton lines with an accessible "loading" status. */
export function SkeletonRows({ rows = 5, label }: SkeletonRowsProps) {
  return (
    <div role="status" aria-live="polite" className="space-y-3 py-2">
      <span className="sr-only">{label ?? t`Loading…`}</span>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className={cn('block h-4', i % 3 === 2 ? 'w-2/3' : 'w-full')} />
      ))}
    </div>
  );
}
