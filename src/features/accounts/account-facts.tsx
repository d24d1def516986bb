import { t } from '@lingui/core/macro';
import type { Account } from '@/api/node-client';
import { Link } from 'react-router';
import { KeyValueList, type KeyValueItem } from '@/components/ui/key-value-list';
import { TimeText } from '@/components/ui/time-text';
import { formatAssetAmount, parseAsset } from '@/lib/format';
import { paths } from '@/lib/paths';
import { INLINE_LINK } from '@/components/links/inline-link';
import { sumAssets } from './asset-sum';

export interface AccountFactsProps {
  account: Account;
  /** Core token contract, for the balance link. */
  coreTokenContract: string;
}

const NEVER = /^1970-01-01T00:00:00(\.000)?$/;

function Asset({
  value,
  contract,
  missing,
}: {
  value: string | undefined;
  contract?: string;
  /** Shown when the node sent no value. */
  missing?: string;
}) {
  if (value === undefined) return <>{missing ?? t`None`}</>;
  const a = parseAsset(value);
  if (!a) return <span className="font-mono">{value}</span>;
  return (
    <span className="tabular-nums">
      {formatAssetAmount(a.amount)}{' '}
      {contract ? (
        <Link to={paths.token(contract, a.symbol)} className={INLINE_LINK}>
          {a.symbol}
        </Link>
      ) : (
        a.symbol
      )}
    </span>
  );
}

// In the zone chosen in Settings, the other on hover, as every time in the explorer.
const time = (value: string) => <TimeText value={value} />;

/**
 * The stake, and what the account holds in all: liquid plus staked. CyberWay reports the stake
 * in stake_info; EOSIO's own stake is what it delegated to itself for NET and CPU.
 */
function stakeItems(account: Account): KeyValueItem[] {
  const liquid = account.core_liquid_balance;
  const own = account.self_delegated_bandwidth;
  const staked = account.stake_info
    ? [account.stake_info.staked]
    : own
      ? [own.net_weight, own.cpu_weight]
      : [];
  const total = staked.length
    ? sumAssets(liquid === undefined ? staked : [liquid, ...staked])
    : null;
  const items: KeyValueItem[] = [];
  if (account.stake_info) {
    items.push({
      label: t`Staked`,
      hint: t`Stake of the account itself.`,
      value: <Asset value={account.stake_info.staked} />,
    });
  }
  if (total !== null) {
    items.push({
      label: t`Total`,
      hint: account.stake_info
        ? t`Liquid plus staked.`
        : t`Liquid plus the stake delegated to itself for NET and CPU.`,
      value: (
        <strong>
          <Asset value={total} />
        </strong>
      ),
    });
  }
  if (account.stake_info) {
    items.push(
      {
        label: t`Stake received`,
        hint: t`Delegated to this account by others.`,
        value: <Asset value={account.stake_info.received} missing={t`Not reported by this node`} />,
      },
      {
        label: t`Stake provided`,
        hint: t`Delegated by this account to others.`,
        value: <Asset value={account.stake_info.provided} missing={t`Not reported by this node`} />,
      },
    );
  }
  return items;
}

/** Creation, privilege, code updates, core balance and stake of an account. */
export function AccountFacts({ account, coreTokenContract }: AccountFactsProps) {
  const items: KeyValueItem[] = [
    { label: t`Created`, value: time(account.created) },
    {
      label: t`Privileged`,
      hint: t`Privileged accounts (system contracts) bypass resource limits and authorization checks.`,
      value: account.privileged ? t`Yes` : t`No`,
    },
    {
      label: t`Last code update`,
      value: NEVER.test(account.last_code_update)
        ? t`Never (no contract deployed)`
        : time(account.last_code_update),
    },
    {
      label: t`Liquid core balance`,
      hint: t`Tokens not staked, as get_account reports them.`,
      value: <Asset value={account.core_liquid_balance} contract={coreTokenContract} />,
    },
  ];
  items.push(...stakeItems(account));
  const total = account.total_resources;
  if (total) {
    items.push({
      label: t`Resource weights`,
      hint: t`Stake backing each resource (total_resources).`,
      value: (
        <ul>
          <li>
            NET: <Asset value={total.net_weight} />
          </li>
          <li>
            CPU: <Asset value={total.cpu_weight} />
          </li>
          {total.ram_weight !== undefined ? (
            <li>
              RAM: <Asset value={total.ram_weight} />
            </li>
          ) : null}
          {total.storage_weight !== undefined ? (
            <li>
              {t`Storage`}: <Asset value={total.storage_weight} />
            </li>
          ) : null}
        </ul>
      ),
    });
  }
  const own = account.self_delegated_bandwidth;
  if (own) {
    items.push({
      label: t`Self-delegated`,
      hint: t`The part of the weights the account staked itself.`,
      value: (
        <ul>
          <li>
            NET: <Asset value={own.net_weight} />
          </li>
          <li>
            CPU: <Asset value={own.cpu_weight} />
          </li>
          {own.ram_weight !== undefined ? (
            <li>
              RAM: <Asset value={own.ram_weight} />
            </li>
          ) : null}
          {own.storage_weight !== undefined ? (
            <li>
              {t`Storage`}: <Asset value={own.storage_weight} />
            </li>
          ) : null}
        </ul>
      ),
    });
  }
  if (account.voter_info) {
    items.push({
      label: t`Votes`,
      value: account.voter_info.proxy
        ? t`Through proxy ${account.voter_info.proxy}`
        : account.voter_info.producers.length
          ? account.voter_info.producers.join(', ')
          : t`None`,
    });
  }
  return <KeyValueList items={items} />;
}
