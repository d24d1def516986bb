import { t } from '@lingui/core/macro';
import { cn } from '@/lib/cn';
import { percentOf } from '@/lib/format';

export interface ResourceBarProps {
  label: string;
  /** Amount used, when the node reports it. */
  used: string | undefined;
  /** Current maximum; `-1` or undefined when unlimited or unknown. */
  max: string | undefined;
  /** Amount still available (`-1` = unlimited). */
  available: string | undefined;
  format: (value: string) => string;
  hint?: string;
}

/** One resource as used / limit, a bar, and the percentage in words. */
export function ResourceBar({ label, used, max, available, format, hint }: ResourceBarProps) {
  const isUnlimited = max === '-1' || available === '-1';
  const pct = used !== undefined && max !== undefined && !isUnlimited ? percentOf(used, max) : null;
  let text: string;
  if (isUnlimited) text = used !== undefined ? t`${format(used)} used, unlimited` : t`Unlimited`;
  else if (used !== undefined && max !== undefined) text = t`${format(used)} of ${format(max)}`;
  else if (available !== undefined) text = t`${format(available)} available (usage not reported)`;
  else text = t`Not reported`;
  const pctText = pct === null ? '' : ` (${pct < 0.1 && pct > 0 ? '<0.1' : pct.toFixed(1)}%)`;
  return (
    <div className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <span className="font-medium">{label}</span>
        <span className="text-sm tabular-nums">
          {text}
          {pctText}
        </span>
      </div>
      {hint ? <p className="text-xs text-slate-600 dark:text-slate-300">{hint}</p> : null}
      {pct === null ? null : (
        <div
          role="meter"
          aria-label={t`${label} used`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(pct * 10) / 10}
          aria-valuetext={`${text}${pctText}`}
          className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
        >
          <div
            className={cn(
              'h-full rounded-full',
              pct >= 90 ? 'bg-red-600' : pct >= 70 ? 'bg-amber-500' : 'bg-teal-600',
            )}
            style={{ width: `${pct}%` }}
          />
        </div>
      )}
    </div>
  );
}
