import { t } from '@lingui/core/macro';
import type { Account, ResourceLimit } from '@/api/node-client';
import { formatBytes, formatInteger } from '@/lib/format';
import { ResourceBar } from './resource-bar';

export interface AccountResourcesProps {
  account: Account;
}

const bytes = (v: string) => formatBytes(v);
const micros = (v: string) => t`${formatInteger(v)} µs`;

function bar(limit: ResourceLimit | undefined) {
  return { used: limit?.used, max: limit?.max, available: limit?.available };
}

/**
 * RAM used and limit. Real CyberWay nodes send `ram_limit` as `{used, available, max}`; the
 * spec's form is the available amount only, so the limit is ram_usage + available there; EOSIO
 * has no ram_limit and RAM is ram_usage of ram_quota.
 */
function ramBar(account: Account) {
  const limit = account.ram_limit;
  if (!limit) return { used: account.ram_usage, max: account.ram_quota, available: undefined };
  if (limit.used !== undefined || limit.max !== undefined || limit.available === '-1') {
    return bar(limit);
  }
  const max = (BigInt(account.ram_usage) + BigInt(limit.available)).toString();
  return { used: account.ram_usage, max, available: limit.available };
}

/** RAM, NET, CPU and storage as used / limit bars. */
export function AccountResources({ account }: AccountResourcesProps) {
  const ram = ramBar(account);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <ResourceBar label="RAM" {...ram} format={bytes} hint={t`Memory for contract state.`} />
      <ResourceBar
        label="NET"
        {...bar(account.net_limit)}
        format={bytes}
        hint={t`Network bandwidth over the rolling window.`}
      />
      <ResourceBar
        label="CPU"
        {...bar(account.cpu_limit)}
        format={micros}
        hint={t`Processing time over the rolling window.`}
      />
      {account.storage_limit ? (
        <ResourceBar
          label={t`Storage`}
          {...bar(account.storage_limit)}
          format={bytes}
          hint={t`CyberWay: disk storage for contract data.`}
        />
      ) : null}
    </div>
  );
}
