import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Permission } from '@/api/node-client';
import { AccountLink } from '@/components/links/account-link';
import { CopyButton } from '@/components/ui/copy-button';
import { formatDuration, formatInteger } from '@/lib/format';
import type { PermissionNode } from './permission-tree';

export interface PermissionTreeViewProps {
  nodes: PermissionNode[];
  accountName: string;
}

/** Permissions as a tree (owner → active → custom), each with its authority spelled out. */
export function PermissionTreeView({ nodes, accountName }: PermissionTreeViewProps) {
  return (
    <ul className="space-y-3" aria-label={t`Permissions of ${accountName}`}>
      {nodes.map((node) => (
        <li key={node.permission.perm_name}>
          <PermissionCard permission={node.permission} />
          {node.children.length ? (
            <div className="mt-3 ml-3 border-l-2 border-slate-200 pl-3 sm:ml-6 sm:pl-5 dark:border-slate-700">
              <PermissionTreeView nodes={node.children} accountName={accountName} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function PermissionCard({ permission }: { permission: Permission }) {
  const auth = permission.required_auth;
  const totalWeight =
    auth.keys.reduce((s, k) => s + k.weight, 0) +
    auth.accounts.reduce((s, a) => s + a.weight, 0) +
    auth.waits.reduce((s, w) => s + w.weight, 0);
  const isSimple =
    auth.threshold === 1 &&
    auth.keys.length + auth.accounts.length === 1 &&
    auth.waits.length === 0;
  const threshold = formatInteger(auth.threshold);
  return (
    <section
      aria-label={t`Permission ${permission.perm_name}`}
      className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
    >
      <h3 className="flex flex-wrap items-baseline gap-x-3">
        <span className="font-mono text-base font-semibold">{permission.perm_name}</span>
        <span className="text-sm text-slate-600 dark:text-slate-300">
          {permission.parent ? t`child of ${permission.parent}` : t`top-level permission`}
        </span>
      </h3>
      <p className="mt-1 text-sm">
        {isSimple ? (
          <Trans>
            Threshold <strong>{threshold}</strong>: the single entry below is enough to approve.
          </Trans>
        ) : (
          <Trans>
            Threshold <strong>{threshold}</strong>: entries whose weights add up to {threshold} or
            more must approve (total weight available {formatInteger(totalWeight)}).
          </Trans>
        )}
      </p>
      <WeightTable
        caption={t`Keys of ${permission.perm_name}`}
        heading={t`Key`}
        rows={auth.keys.map((k, i) => ({
          id: `${i}-${k.key}`,
          weight: k.weight,
          entry: (
            <>
              <span className="font-mono break-all">{k.key}</span>
              <CopyButton value={k.key} label={t`key ${i + 1} of ${permission.perm_name}`} />
            </>
          ),
        }))}
      />
      <WeightTable
        caption={t`Accounts of ${permission.perm_name}`}
        heading={t`Account permission`}
        rows={auth.accounts.map((a, i) => ({
          id: `${i}-${a.permission.actor}`,
          weight: a.weight,
          entry: (
            <>
              <AccountLink name={a.permission.actor} />
              <span className="font-mono">@{a.permission.permission}</span>
            </>
          ),
        }))}
      />
      <WeightTable
        caption={t`Waits of ${permission.perm_name}`}
        heading={t`Wait`}
        rows={auth.waits.map((w, i) => ({
          id: String(i),
          weight: w.weight,
          entry: t`${formatDuration(w.wait_sec)} delay`,
        }))}
      />
      {auth.keys.length + auth.accounts.length + auth.waits.length === 0 ? (
        <p className="mt-2 text-sm">
          <Trans>No keys, accounts or waits: nobody can satisfy this permission.</Trans>
        </p>
      ) : null}
      {permission.linked_actions ? (
        <LinkedActions links={permission.linked_actions} name={permission.perm_name} />
      ) : null}
    </section>
  );
}

/**
 * The actions linked to a permission (linkauth): those it can sign on its own, though it is not
 * `active`. A link without an action covers every action of the contract.
 */
function LinkedActions({
  links,
  name,
}: {
  links: NonNullable<Permission['linked_actions']>;
  name: string;
}) {
  if (!links.length) {
    return (
      <p className="mt-2 text-sm">
        <Trans>No actions are linked to this permission.</Trans>
      </p>
    );
  }
  return (
    <div className="mt-2 text-sm">
      <h4 className="font-medium">
        <Trans>Linked actions</Trans>
      </h4>
      <ul aria-label={t`Actions linked to ${name}`} className="flex flex-wrap gap-x-4">
        {links.map((l) => (
          <li key={`${l.account}::${l.action ?? ''}`}>
            <AccountLink name={l.account} />
            <span className="font-mono">::{l.action || t`any action`}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface WeightRow {
  id: string;
  entry: ReactNode;
  weight: number;
}

/** The keys, accounts or waits of an authority with their weights; nothing when there are none. */
function WeightTable({
  caption,
  heading,
  rows,
}: {
  caption: string;
  heading: string;
  rows: WeightRow[];
}) {
  if (!rows.length) return null;
  return (
    <table className="mt-2 w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="text-xs text-slate-600 uppercase dark:text-slate-300">
        <tr>
          <th scope="col" className="py-1 pr-3 font-semibold">
            {heading}
          </th>
          <th scope="col" className="py-1 text-right font-semibold">
            <Trans>Weight</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td className="py-1 pr-3">{row.entry}</td>
            <td className="py-1 text-right tabular-nums">{row.weight}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
