import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { LINK } from '@/components/ui/form-styles';
import { pushDraftPath } from '@/lib/push-draft';

export interface EverydayActionsProps {
  account: string;
  /** The core token's contract and symbol code. */
  tokenContract: string;
  symbol: string;
}

/**
 * What an account's owner does most, each opening the transaction builder with the action, the
 * account's active authority and what is known of the arguments filled in; the rest (recipient,
 * amount) is typed there.
 */
export function EverydayActions({ account, tokenContract, symbol }: EverydayActionsProps) {
  const auth = `${account}@active`;
  const act = (contract: string, name: string, data: Record<string, string>) =>
    pushDraftPath({ actions: [{ account: contract, name, auth, data }] });
  const items = [
    {
      to: act(tokenContract, 'transfer', { from: account, to: '', quantity: '', memo: '' }),
      name: t`Transfer tokens`,
      action: `${tokenContract}::transfer`,
      what: t`from ${account}`,
    },
    {
      to: act('cyber.stake', 'delegatevote', {
        grantor_name: account,
        recipient_name: '',
        quantity: '',
      }),
      name: t`Vote for a validator`,
      action: 'cyber.stake::delegatevote',
      what: t`stake ${symbol} behind a validator`,
    },
    {
      to: act('cyber.stake', 'recallvote', {
        grantor_name: account,
        recipient_name: '',
        token_code: symbol,
        pct: '10000',
      }),
      name: t`Recall a vote`,
      action: 'cyber.stake::recallvote',
      what: t`pct in hundredths of a percent (10000 = all)`,
    },
    {
      to: act('cyber.stake', 'setproxylvl', { account, token_code: symbol, level: '' }),
      name: t`Set the proxy level`,
      action: 'cyber.stake::setproxylvl',
      what: t`level 0 for a validator, higher for a proxy`,
    },
    {
      to: act('cyber.stake', 'claim', {
        grantor_name: account,
        recipient_name: account,
        token_code: symbol,
      }),
      name: t`Claim rewards`,
      action: 'cyber.stake::claim',
      what: t`on chains whose staking contract has it`,
    },
    {
      to: act('cyber.stake', 'withdraw', { account, quantity: '' }),
      name: t`Withdraw stake`,
      action: 'cyber.stake::withdraw',
      what: t`unstaked ${symbol} back to the balance`,
    },
  ];
  return (
    <ul aria-label={t`Act as ${account}`} className="grid gap-2 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item.name} className="text-sm">
          <Link className={LINK} to={item.to}>
            {item.name}
          </Link>
          <span className="block text-xs text-slate-600 dark:text-slate-300">
            <span className="font-mono" translate="no">
              {item.action}
            </span>
            : {item.what}
          </span>
        </li>
      ))}
      <li className="text-xs text-slate-600 sm:col-span-2 dark:text-slate-300">
        <Trans>
          Each opens the transaction builder filled in; you review and sign there with your key.
        </Trans>
      </li>
    </ul>
  );
}
