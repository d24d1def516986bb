import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import type { TableModel } from './index-model';
import type { TableSearch } from './table-search';

export interface UnknownIndexAlertProps {
  code: string;
  table: string;
  model: TableModel;
  /** The link's query, whose index the table does not have. */
  search: TableSearch;
}

/** A link naming an index the table lacks: the indexes it has, and a way back to the primary. */
export function UnknownIndexAlert({ code, table, model, search }: UnknownIndexAlertProps) {
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-950 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100"
    >
      <p className="font-semibold">
        <Trans>
          Table {table} has no index “{search.index}”.
        </Trans>
      </p>
      <p className="mt-1">
        <Trans>
          Its indexes are: {model.indexes.map((i) => i.name).join(', ')}.{' '}
          <Link className="underline" to={paths.accountTable(code, table)}>
            Start again with the primary index
          </Link>
          .
        </Trans>
      </p>
    </div>
  );
}
