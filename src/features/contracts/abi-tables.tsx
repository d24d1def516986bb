import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Abi, AbiTable } from '@/api/node-client';
import { paths } from '@/lib/paths';
import { TypeRef } from './type-ref';

export interface AbiTablesProps {
  accountName: string;
  abi: Abi;
}

const LINK =
  'text-sm text-teal-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-teal-600 dark:text-teal-300';

/** Tables with their row types, scope types and indexes, as either ABI dialect declares them. */
export function AbiTables({ accountName, abi }: AbiTablesProps) {
  if (abi.tables.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <Trans>This ABI declares no tables.</Trans>
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          <Trans>Tables of {accountName}</Trans>
        </caption>
        <thead className="bg-slate-50 text-xs text-slate-600 uppercase dark:bg-slate-900 dark:text-slate-300">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              <Trans>Table</Trans>
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              <Trans>Row type</Trans>
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              <Trans>Scope type</Trans>
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              <Trans>Indexes</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {abi.tables.map((table) => (
            <tr key={table.name} className="align-top">
              <td className="px-3 py-2">
                <span className="font-mono font-semibold">{table.name}</span>
                <br />
                <Link
                  className={LINK}
                  to={paths.accountTable(accountName, table.name)}
                  aria-label={t`Browse table ${table.name}`}
                >
                  <Trans>Browse rows</Trans>
                </Link>
              </td>
              <td className="px-3 py-2">
                <TypeRef abi={abi} type={table.type} />
              </td>
              <td className="px-3 py-2 font-mono">{table.scope_type ?? 'name'}</td>
              <td className="px-3 py-2">
                <TableIndexes table={table} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TableIndexes({ table }: { table: AbiTable }) {
  if (table.indexes.length > 0) {
    return (
      <ul className="space-y-1">
        {table.indexes.map((idx) => (
          <li key={idx.name}>
            <span className="font-mono font-medium">{idx.name}</span>
            <span className="text-slate-600 dark:text-slate-300">
              {idx.unique ? t` (unique)` : t` (not unique)`}:{' '}
            </span>
            <span className="font-mono">
              {idx.orders.map((o) => `${o.field} ${o.order}`).join(', ') || '—'}
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <span>
      <Trans>
        primary <span className="font-mono">{table.index_type ?? 'i64'}</span>
      </Trans>
      {table.key_names.length > 0 ? (
        <span className="block font-mono text-slate-600 dark:text-slate-300">
          <Trans>keys:</Trans>{' '}
          {table.key_names
            .map((k, i) => `${k}${table.key_types[i] ? ` (${table.key_types[i]})` : ''}`)
            .join(', ')}
        </span>
      ) : null}
      <span className="block text-xs text-slate-600 dark:text-slate-300">
        <Trans>Secondary indexes are not described by EOSIO ABIs; choose them by position.</Trans>
      </span>
    </span>
  );
}
