import { t } from '@lingui/core/macro';
import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DataTable } from '@/components/ui/data-table';
import { formatInteger } from '@/lib/format';
import { useNodeClient } from '@/lib/node-store';
import { paths } from '@/lib/paths';
import { isSameKey, type TypedPublicKey } from '@/lib/public-key';
import { accountQueries } from '@/queries/accounts';

/** At most this many accounts are read (one get_account each). */
export const SHOWN = 100;

const link = 'font-mono text-teal-700 underline dark:text-teal-300';

/** One permission holding the key, or a note on an account whose permissions are not known. */
interface HolderRow {
  account: string;
  perm: string | null;
  weight: number | null;
  threshold: number | null;
  note: string | null;
}

/** The permissions of each account that list the key, as its get_account tells them now. */
export function HoldersTable({
  accounts,
  publicKey,
}: {
  accounts: string[];
  publicKey: TypedPublicKey;
}) {
  const client = useNodeClient();
  const reads = useQueries({
    queries: accounts.slice(0, SHOWN).map((account) => accountQueries.detail(client, account)),
  });
  const rows = reads.flatMap((read, i): HolderRow[] => {
    const account = accounts[i] ?? '';
    const note = (text: string) => [
      { account, perm: null, weight: null, threshold: null, note: text },
    ];
    if (read.isPending) return note(t`Reading its permissions…`);
    if (read.isError) return note(t`Its permissions could not be read: ${read.error.message}`);
    const holding = read.data.permissions.flatMap((p) =>
      p.required_auth.keys
        .filter((k) => isSameKey(k.key, publicKey))
        .map((k) => ({
          account,
          perm: p.perm_name,
          weight: k.weight,
          threshold: p.required_auth.threshold,
          note: null,
        })),
    );
    return holding.length > 0 ? holding : note(t`No permission lists this key now.`);
  });
  const number = (n: number | null) => (n === null ? '' : formatInteger(n));
  return (
    <DataTable
      caption={t`Accounts and permissions holding the key`}
      rows={rows}
      rowKey={(r) => `${r.account} ${r.perm ?? ''}`}
      columns={[
        {
          header: t`Account`,
          cell: (r) => (
            <Link to={paths.account(r.account)} className={link}>
              {r.account}
            </Link>
          ),
        },
        {
          header: t`Permission`,
          cell: (r) =>
            r.perm === null ? (
              <span className="text-slate-600 dark:text-slate-300">{r.note}</span>
            ) : (
              <span className="font-mono">{r.perm}</span>
            ),
        },
        { header: t`Key weight`, cell: (r) => number(r.weight), numeric: true },
        { header: t`Threshold`, cell: (r) => number(r.threshold), numeric: true },
      ]}
    />
  );
}
