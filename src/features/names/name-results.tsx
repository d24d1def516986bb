import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ResolvedName } from '@/api/node-client';
import { AccountLink } from '@/components/links/account-link';
import { DataTable } from '@/components/ui/data-table';
import { describeNameForm } from './name-list';

export interface NameResultsProps {
  names: string[];
  results: ResolvedName[];
}

interface Row {
  input: string;
  result: ResolvedName | undefined;
}

function Resolved({ value, kind }: { value: string | undefined; kind: 'domain' | 'username' }) {
  if (value === undefined) return <span className="text-slate-500 dark:text-slate-400">—</span>;
  if (value === '') {
    return (
      <span className="text-slate-600 dark:text-slate-300">
        {kind === 'domain' ? t`not linked to an account` : t`no account`}
      </span>
    );
  }
  return <AccountLink name={value} />;
}

/** One row per name, in the order asked, with the accounts they resolve to. */
export function NameResults({ names, results }: NameResultsProps) {
  const rows: Row[] = names.map((input, i) => ({ input, result: results[i] }));
  const missing = names.length - results.length;
  return (
    <>
      {missing > 0 ? (
        <p
          role="status"
          className="mb-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
        >
          <Trans>
            The node answered for {results.length} of {names.length} names: it stops resolving after
            a short time budget. Resolve the remaining {missing} separately.
          </Trans>
        </p>
      ) : null}
      <DataTable
        caption={t`Resolved names`}
        rows={rows}
        rowKey={(r, i) => `${i}-${r.input}`}
        columns={[
          { header: t`Name`, cell: (r) => <bdi className="font-mono break-all">{r.input}</bdi> },
          { header: t`Form`, cell: (r) => describeNameForm(r.input) },
          {
            header: t`Domain account`,
            cell: (r) =>
              r.result ? (
                <Resolved value={r.result.resolved_domain} kind="domain" />
              ) : (
                <span className="text-slate-500 dark:text-slate-400">
                  <Trans>not answered</Trans>
                </span>
              ),
          },
          {
            header: t`Username account`,
            cell: (r) =>
              r.result ? <Resolved value={r.result.resolved_username} kind="username" /> : '—',
          },
        ]}
      />
    </>
  );
}
