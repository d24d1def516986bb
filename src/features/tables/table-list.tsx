import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Abi } from '@/api/node-client';
import { paths } from '@/lib/paths';
import { describeTable } from './index-model';

export interface TableListProps {
  code: string;
  abi: Abi;
}

const LINK =
  'font-mono font-semibold text-teal-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-teal-600 dark:text-teal-300';

/** The contract's tables, each linked to its browser, with row type, scope type and indexes. */
export function TableList({ code, abi }: TableListProps) {
  if (abi.tables.length === 0) {
    return (
      <p className="rounded-lg border border-slate-200 p-4 text-sm dark:border-slate-700">
        <Trans>The ABI of {code} declares no tables.</Trans>
      </p>
    );
  }
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {abi.tables.map((tbl) => {
        const model = describeTable(abi, tbl.name);
        return (
          <li
            key={tbl.name}
            className="rounded-lg border border-slate-200 p-4 dark:border-slate-700"
          >
            <Link className={LINK} to={paths.accountTable(code, tbl.name)}>
              {tbl.name}
            </Link>
            <dl className="mt-2 grid grid-cols-[7rem_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600 dark:text-slate-300">
                <Trans>Row type</Trans>
              </dt>
              <dd className="font-mono">{tbl.type}</dd>
              <dt className="text-slate-600 dark:text-slate-300">
                <Trans>Scope type</Trans>
              </dt>
              <dd className="font-mono">{model?.scopeType ?? 'name'}</dd>
              <dt className="text-slate-600 dark:text-slate-300">
                <Trans>Indexes</Trans>
              </dt>
              <dd className="min-w-0 font-mono break-words">
                {model?.family === 'cyberway'
                  ? model.indexes.map((i) => i.label).join('; ')
                  : t`primary (${model?.indexes[0]?.keyType ?? 'i64'}), secondary by position`}
              </dd>
              <dt className="text-slate-600 dark:text-slate-300">
                <Trans>Columns</Trans>
              </dt>
              <dd className="min-w-0 font-mono break-words">{model?.columns.join(', ') || '—'}</dd>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
