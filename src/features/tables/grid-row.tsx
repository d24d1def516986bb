import type { ReactNode, Ref } from 'react';
import { cn } from '@/lib/cn';
import type { RowItem } from './row-model';

export interface RowsGridColumn {
  key: string;
  header: string;
  cell: (item: RowItem) => ReactNode;
  numeric?: boolean;
}

/** The body of the rows table, plain or virtualised (`data-rows` says which, for tests). */
export const BODY_CLASS = 'divide-y divide-slate-200 dark:divide-slate-800';

export interface GridRowProps {
  item: RowItem;
  /** Position among the loaded rows (0-based). */
  index: number;
  columns: readonly RowsGridColumn[];
  /** The row's element, for the virtualizer to measure (a plain prop: React 18 keeps `ref` off props). */
  rowRef?: Ref<HTMLTableRowElement>;
}

/**
 * One loaded row. Both the plain and the virtualised grid draw rows with it, so a row looks and
 * reads the same on either side of the switch. The row index counts the header row as 1.
 */
export function GridRow({ item, index, columns, rowRef }: GridRowProps) {
  return (
    <tr
      ref={rowRef}
      data-index={index}
      aria-rowindex={index + 2}
      className="align-top hover:bg-slate-50 dark:hover:bg-slate-900/60"
    >
      {columns.map((c) => (
        <td
          key={c.key}
          className={cn(
            'max-w-[32rem] px-3 py-1.5 break-words',
            c.numeric && 'text-right tabular-nums',
          )}
        >
          {c.cell(item)}
        </td>
      ))}
    </tr>
  );
}
