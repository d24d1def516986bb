import type { ReactNode } from 'react';

/**
 * On a wrapper around a table: below `md` each body row becomes a card of its own (the header
 * kept for screen readers only), so who, what and how much show on a phone without the table
 * scrolling sideways: a table with more columns than a phone has room for showed only its first
 * few there. Cells place themselves with `max-md:` classes (a span, an order, a basis).
 */
const STACKED_ROWS =
  'max-md:[&_table]:block max-md:[&_tbody]:block max-md:[&_thead]:sr-only max-md:[&_tbody>tr]:gap-x-3 max-md:[&_tbody>tr]:py-2 max-md:[&_tbody>tr>td]:py-0.5 max-md:[&_tbody>tr>td]:text-left';

/** Stacked rows on a grid of three columns: a name at the start, a badge at the end, room between. */
export const STACKED_GRID = `${STACKED_ROWS} max-md:[&_tbody>tr]:grid max-md:[&_tbody>tr]:grid-cols-[auto_1fr_auto]`;

/**
 * Stacked rows whose cells flow and wrap, for rows whose cells differ in width from row to row (a
 * grid would size a column by the longest cell in it, and a long one would push the card wide).
 */
export const STACKED_FLOW = `${STACKED_ROWS} max-md:[&_tbody>tr]:flex max-md:[&_tbody>tr]:flex-wrap max-md:[&_tbody>tr]:items-baseline`;

/** A cell's column name, shown only where the rows are stacked and the header is out of sight. */
export function StackLabel({ children }: { children: ReactNode }) {
  return (
    <span className="mr-1 text-xs text-slate-600 md:hidden dark:text-slate-300">{children}</span>
  );
}
