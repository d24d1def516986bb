import { memo, type ReactNode } from 'react';
import { Link, type To } from 'react-router';
import { cn } from '@/lib/cn';

export interface DataTableColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
  /** Right-align numbers. */
  numeric?: boolean;
  /** A sortable column: how it sorts the rows now, and the address that sorts by it next. */
  sort?: { state: 'ascending' | 'descending' | 'none'; to: To };
}

export interface DataTableProps<T> {
  caption: string;
  columns: DataTableColumn<T>[];
  rows: T[];
  rowKey: (row: T, index: number) => string;
  empty?: ReactNode;
  /** Hide the caption visually (it stays for screen readers). */
  hideCaption?: boolean;
}

/** A plain accessible table: a caption, header cells, and horizontal scroll on phones. */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  hideCaption = true,
}: DataTableProps<T>) {
  if (rows.length === 0 && empty) return <>{empty}</>;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
      <table className="w-full text-left text-sm">
        <caption className={cn('px-4 py-2 text-left font-medium', hideCaption && 'sr-only')}>
          {caption}
        </caption>
        <thead className="bg-slate-50 text-xs text-slate-600 uppercase dark:bg-slate-900 dark:text-slate-300">
          <tr>
            {columns.map((c) => (
              <th
                key={c.header}
                scope="col"
                aria-sort={c.sort?.state}
                className={cn('px-3 py-2 font-semibold', c.numeric && 'text-right')}
              >
                {c.sort ? (
                  <Link
                    to={c.sort.to}
                    replace
                    className="inline-flex items-center gap-1 uppercase hover:underline focus-visible:outline-2 focus-visible:outline-teal-600"
                  >
                    {c.header}
                    <span aria-hidden="true" className="w-3">
                      {c.sort.state === 'ascending'
                        ? '▲'
                        : c.sort.state === 'descending'
                          ? '▼'
                          : '↕'}
                    </span>
                  </Link>
                ) : (
                  c.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map((row, i) => (
            <DataTableRow key={rowKey(row, i)} row={row} columns={columns} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface DataTableRowProps<T> {
  row: T;
  columns: DataTableColumn<T>[];
}

function DataTableRowView<T>({ row, columns }: DataTableRowProps<T>) {
  return (
    <tr className="hover:bg-slate-50 dark:hover:bg-slate-900/60">
      {columns.map((c) => (
        <td
          key={c.header}
          className={cn('px-3 py-2 align-top', c.numeric && 'text-right tabular-nums', c.className)}
        >
          {c.cell(row)}
        </td>
      ))}
    </tr>
  );
}

/**
 * A row renders again only when its row object or the columns change: a live table whose rows
 * keep their identity (and whose columns are memoised) repaints just the rows that changed.
 */
const DataTableRow = memo(DataTableRowView) as typeof DataTableRowView;
