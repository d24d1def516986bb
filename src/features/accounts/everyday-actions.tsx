import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { isAccountName } from '@/api/chain-refs';
import { stakeActionPath } from '@/lib/stake-actions';
import { amountAsset, percentBasisPoints, readSymbol } from '@/lib/stake-units';
import { ShortForm, type ShortField } from './short-form';

export interface EverydayActionsProps {
  account: string;
  /** The core token's contract. */
  tokenContract: string;
  /** The core token's symbol, as `4,CYBER`. */
  symbol: string;
}

/** Maximum proxy level of CyberWay's cyber.stake (max_proxies has four levels). */
const MAX_LEVEL = 4;

function accountField(name: string, label: string, hint?: string): ShortField {
  return {
    name,
    label,
    ...(hint ? { hint } : {}),
    check: (v) =>
      isAccountName(v.trim())
        ? null
        : t`“${v.trim()}” is not an account name (a–z, 1–5 and “.”, up to 12 characters).`,
  };
}

function amountField(symbol: string, label: string): ShortField {
  const s = readSymbol(symbol);
  const code = s?.code ?? '';
  const precision = s?.precision ?? 0;
  return {
    name: 'amount',
    label,
    hint: t`In ${code}, up to ${precision} decimals: 1.5 is “${amountAsset('1.5', symbol) ?? ''}”.`,
    check: (v) =>
      amountAsset(v, symbol)
        ? null
        : t`A positive amount of ${code} with at most ${precision} decimals.`,
  };
}

/**
 * What an account's owner does most, each a short form that opens the transaction builder
 * with the action filled in as the contract takes it (assets, basis points, symbol codes); the
 * person reviews and signs there with their key.
 */
export function EverydayActions({ account, tokenContract, symbol }: EverydayActionsProps) {
  const code = readSymbol(symbol)?.code ?? symbol;
  const asset = (v: Readonly<Record<string, string>>) =>
    amountAsset(v['amount'] ?? '', symbol) ?? '';
  const name = (v: Readonly<Record<string, string>>, field: string) => (v[field] ?? '').trim();
  return (
    <div>
      <div className="grid gap-3 sm:grid-cols-2">
        <ShortForm
          title={t`Transfer tokens`}
          action={`${tokenContract}::transfer`}
          fields={[
            accountField('to', t`Recipient`),
            amountField(symbol, t`Amount`),
            {
              name: 'memo',
              label: t`Memo (optional)`,
              check: (v) => (v.length > 256 ? t`At most 256 characters.` : null),
            },
          ]}
          build={(v) =>
            stakeActionPath.transfer(
              tokenContract,
              account,
              name(v, 'to'),
              asset(v),
              v['memo'] ?? '',
            )
          }
        />
        <ShortForm
          title={t`Vote for a validator`}
          action="cyber.stake::delegatevote"
          fields={[
            accountField(
              'recipient',
              t`Validator or proxy`,
              t`An agent of a lower proxy level than yours.`,
            ),
            amountField(symbol, t`Stake to pass on`),
          ]}
          build={(v) => stakeActionPath.delegatevote(account, name(v, 'recipient'), asset(v))}
        />
        <ShortForm
          title={t`Recall a vote`}
          action="cyber.stake::recallvote"
          fields={[
            accountField('recipient', t`Validator or proxy voted for`),
            {
              name: 'percent',
              label: t`Part to recall, %`,
              initial: '100',
              hint: t`Sent in basis points: 100 % is 10000.`,
              check: (v) =>
                percentBasisPoints(v) === null ? t`A percentage from 0.01 to 100.` : null,
            },
          ]}
          build={(v) =>
            stakeActionPath.recallvote(
              account,
              name(v, 'recipient'),
              code,
              percentBasisPoints(v['percent'] ?? '') ?? 0,
            )
          }
        />
        <ShortForm
          title={t`Set the proxy level`}
          action="cyber.stake::setproxylvl"
          fields={[
            {
              name: 'level',
              label: t`Level`,
              initial: '0',
              options: Array.from({ length: MAX_LEVEL + 1 }, (_, level) => ({
                value: String(level),
                label: level === 0 ? t`0: validator candidate` : t`${level}: proxy`,
              })),
              check: (v) => (/^[0-4]$/.test(v) ? null : t`A level from 0 to ${MAX_LEVEL}.`),
            },
          ]}
          build={(v) => stakeActionPath.setproxylvl(account, code, Number(v['level']))}
        />
        <ShortForm
          title={t`Claim stake back`}
          action="cyber.stake::claim"
          fields={[
            accountField(
              'recipient',
              t`Account the stake was lent to`,
              t`Stake lent for bandwidth and recalled returns after the depriving window.`,
            ),
          ]}
          build={(v) => stakeActionPath.claim(account, name(v, 'recipient'), code)}
        />
        <ShortForm
          title={t`Withdraw stake`}
          action="cyber.stake::withdraw"
          fields={[amountField(symbol, t`Amount to unstake`)]}
          build={(v) => stakeActionPath.withdraw(account, asset(v))}
        />
      </div>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">
        <Trans>
          Each opens the transaction builder filled in as {account}; you review and sign there with
          your key.
        </Trans>
      </p>
    </div>
  );
}
