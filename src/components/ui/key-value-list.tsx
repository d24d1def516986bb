import type { ReactNode } from 'react';

export interface KeyValueItem {
  label: string;
  value: ReactNode;
  /** Extra explanation shown under the label. */
  hint?: string;
}

export interface KeyValueListProps {
  items: KeyValueItem[];
}

/** Labelled fields in a two-column grid (stacked on phones). */
export function KeyValueList({ items }: KeyValueListProps) {
  return (
    <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
      {items.map((item) => (
        <div key={item.label} className="grid gap-1 px-4 py-2.5 sm:grid-cols-[14rem_1fr] sm:gap-4">
          <dt className="text-sm font-medium text-slate-600 dark:text-slate-300">
            {item.label}
            {item.hint ? (
              <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">
                {item.hint}
              </span>
            ) : null}
          </dt>
          <dd className="min-w-0 text-sm break-words">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
