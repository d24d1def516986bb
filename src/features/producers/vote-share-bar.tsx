export interface VoteShareBarProps {
  /** Percentage as text ("12.3456"), or null when unknown. */
  share: string | null;
}

/** The share as text, with a bar that only illustrates it. */
export function VoteShareBar({ share }: VoteShareBarProps) {
  if (share === null) return <span className="text-slate-500 dark:text-slate-400">—</span>;
  // The bar width only needs display precision; the text keeps the exact figure.
  const width = Math.min(100, Math.max(0, Number(share)));
  return (
    <span className="inline-flex min-w-28 flex-col items-end gap-1">
      <span className="tabular-nums">{share}%</span>
      <span
        aria-hidden="true"
        className="block h-1.5 w-full rounded bg-slate-200 dark:bg-slate-700"
      >
        <span
          className="block h-1.5 rounded bg-teal-600 dark:bg-teal-400"
          style={{ width: `${width}%` }}
        />
      </span>
    </span>
  );
}
