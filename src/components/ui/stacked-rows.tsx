import type { ReactNode } from 'react';

/**
 * On a wrapper around a table: below `md` each body row becomes a card of its own (a grid the
 * row's cells flow into, the header kept for screen readers only), so who, what and how much
 * show on a phone without the table scrolling sideways. A table with more columns than a phone
 * has room for only showed its first few there. Cells place themselves with `max-md:` classes
 * (a column span, an order); the table gives its rows' columns (`max-md:[&_tbody>tr]:grid-cols-…`).
 */
export const STACKED_ROWS =
  'max-md:[&_table]:block max-md:[&_tbody]:block max-md:[&_thead]:sr-only max-md:[&_tbody>tr]:grid max-md:[&_tbody>tr]:gap-x-3 max-md:[&_tbody>tr]:py-2 max-md:[&_tbody>tr>td]:py-0.5 max-md:[&_tbody>tr>td]:text-left';

/** A cell's column name, shown only where the rows are stacked and the header is out of sight. */
export function StackLabel({ children }: { children: ReactNode }) {
  return (
    <span className="mr-1 text-xs text-slate-600 md:hidden dark:text-slate-300">{children}</span>
  );
}
