import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Account } from '@/api/node-client';
import { AccountLink } from '@/components/links/account-link';
import { Badge } from '@/components/ui/badge';

export interface AuthorityTableProps {
  account: Account;
  permission: string;
  /** Keys the person offered. */
  given: ReadonlySet<string>;
  /** Keys the node says must sign (undefined before it answered). */
  required: ReadonlySet<string> | undefined;
  delaySec: number;
}

/**
 * One declared authority (actor@permission) as the chain holds it: threshold, and each key,
 * account and wait with its weight; marks the keys offered and the ones the node requires.
 */
export function AuthorityTable({
  account,
  permission,
  given,
  required,
  delaySec,
}: AuthorityTableProps) {
  const perm = account.permissions.find((p) => p.perm_name === permission);
  const label = `${account.account_name}@${permission}`;
  if (!perm) {
    return (
      <p className="text-sm">
        <Trans>
          <Badge tone="bad">{label} does not exist</Badge> the account has no permission “
          {permission}”.
        </Trans>
      </p>
    );
  }
  const auth = perm.required_auth;
  const keyWeight = auth.keys.reduce((s, k) => s + (given.has(k.key) ? k.weight : 0), 0);
  const waitWeight = auth.waits.reduce((s, w) => s + (delaySec >= w.wait_sec ? w.weight : 0), 0);
  return (
    <div className="space-y-2">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-mono font-semibold">{label}</span>
        <span>
          <Trans>
            threshold <strong>{auth.threshold}</strong>
          </Trans>
        </span>
        {perm.parent ? (
          <span className="text-slate-600 dark:text-slate-300">
            <Trans>(parent {perm.parent})</Trans>
          </span>
        ) : null}
        <span className="text-slate-600 dark:text-slate-300">
          <Trans>· offered keys weigh {keyWeight}</Trans>
          {waitWeight ? ' ' + t`+ ${waitWeight} from waits covered by the delay` : ''}
        </span>
        {keyWeight + waitWeight >= auth.threshold ? (
          <Badge tone="good">
            <Trans>Offered keys reach the threshold</Trans>
          </Badge>
        ) : auth.accounts.length > 0 ? (
          <Badge tone="info">
            <Trans>Needs delegated accounts too</Trans>
          </Badge>
        ) : (
          <Badge tone="warn">
            <Trans>Offered keys do not reach the threshold</Trans>
          </Badge>
        )}
      </p>
      <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            <Trans>Authority of {label}</Trans>
          </caption>
          <thead className="bg-slate-50 text-xs text-slate-600 dark:bg-slate-900 dark:text-slate-300">
            <tr>
              <th scope="col" className="px-3 py-1.5 font-semibold">
                <Trans>Key, account or wait</Trans>
              </th>
              <th scope="col" className="px-3 py-1.5 text-right font-semibold">
                <Trans>Weight</Trans>
              </th>
              <th scope="col" className="px-3 py-1.5 font-semibold">
                <Trans>Status</Trans>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {auth.keys.map((k) => (
              <tr key={`k:${k.key}`}>
                <td className="px-3 py-1.5 font-mono text-xs break-all">{k.key}</td>
                <td className="px-3 py-1.5 text-right tabular-nums">{k.weight}</td>
                <td className="px-3 py-1.5">
                  {required?.has(k.key) ? (
                    <Badge tone="good">
                      <Trans>Must sign</Trans>
                    </Badge>
                  ) : given.has(k.key) ? (
                    <Badge tone="neutral">
                      <Trans>Offered, not needed</Trans>
                    </Badge>
                  ) : (
                    <Badge tone="neutral">
                      <Trans>Not offered</Trans>
                    </Badge>
                  )}
                </td>
              </tr>
            ))}
            {auth.accounts.map((a) => (
              <tr key={`a:${a.permission.actor}@${a.permission.permission}`}>
                <td className="px-3 py-1.5">
                  <AccountLink name={a.permission.actor} />
                  <span className="font-mono">@{a.permission.permission}</span>
                </td>
                <td className="px-3 py-1.5 text-right tabular-nums">{a.weight}</td>
                <td className="px-3 py-1.5 text-xs">
                  <Trans>delegated: satisfied by that permission’s keys</Trans>
                </td>
              </tr>
            ))}
            {auth.waits.map((w) => (
              <tr key={`w:${w.wait_sec}`}>
                <td className="px-3 py-1.5">
                  <Trans>wait {w.wait_sec} s</Trans>
                </td>
                <td className="px-3 py-1.5 text-right tabular-nums">{w.weight}</td>
                <td className="px-3 py-1.5 text-xs">
                  {delaySec >= w.wait_sec
                    ? t`covered by delay_sec`
                    : t`needs delay_sec ≥ ${w.wait_sec}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
