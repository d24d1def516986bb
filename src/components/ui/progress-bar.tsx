/** A thin bar of how much of a long read is done, with its count for assistive technology. */
export function ProgressBar({
  label,
  value,
  max,
  valueText,
  className = '',
}: {
  label: string;
  value: number;
  max: number;
  /** The count in words ("12 of 600 accounts"). */
  valueText: string;
  className?: string;
}) {
  const percent = max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={`h-2 overflow-hidden rounded bg-slate-200 dark:bg-slate-700 ${className}`}
    >
      <div className="h-full bg-teal-600" style={{ width: `${percent}%` }} />
    </div>
  );
}
