import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { StakeAgentRow } from '@/api/schemas/stake';
import { LINK } from '@/components/ui/form-styles';
import { KeyValueList } from '@/components/ui/key-value-list';
import { TimeText } from '@/components/ui/time-text';
import { formatInteger } from '@/lib/format';
import { stakeActionPath } from '@/lib/stake-actions';
import { formatBasisPoints, formatUnits } from '@/lib/stake-units';
import { agentFunds } from './stake-figures';

export interface AgentFactsProps {
  agent: StakeAgentRow;
  symbol: string;
}

/** A number with its raw form (base units or shares) on hover. */
function Amount({ units, symbol }: { units: string | bigint; symbol: string }) {
  return (
    <span className="tabular-nums" title={t`raw: ${String(units)}`}>
      {formatUnits(units, symbol)}
    </span>
  );
}

/** An agent's row read as cyber.stake means it: role, terms, and where its funds are. */
export function AgentFacts({ agent, symbol }: AgentFactsProps) {
  const funds = agentFunds(agent);
  const code = symbol.slice(symbol.indexOf(',') + 1);
  const level = agent.proxy_level;
  const change = (to: string, label: string) => (
    <Link className={`${LINK} ml-2 text-xs`} to={to}>
      {label}
    </Link>
  );
  return (
    <KeyValueList
      items={[
        {
          label: t`Proxy level`,
          hint: t`proxy_level: 0 is a validator candidate; a higher level passes votes on to lower ones.`,
          value: (
            <>
              {level === 0
                ? t`0: validator candidate, votes stay with it`
                : t`${level}: proxy, grants to agents of levels below ${level}`}
              {change(
                stakeActionPath.setproxylvl(agent.account, code, level === 0 ? 1 : 0),
                t`Change`,
              )}
            </>
          ),
        },
        {
          label: t`Fee`,
          hint: t`Part of its rewards the agent keeps before its grantors share them (basis points).`,
          value: (
            <>
              <span title={t`raw: ${agent.fee} basis points`}>{formatBasisPoints(agent.fee)}</span>
              {change(stakeActionPath.setproxyfee(agent.account, code, agent.fee), t`Change`)}
            </>
          ),
        },
        {
          label: t`Minimum own stake`,
          hint: t`What the agent promises to keep staked itself; grants may break when it lowers it.`,
          value: (
            <>
              <Amount units={agent.min_own_staked} symbol={symbol} />
              {change(
                stakeActionPath.setminstaked(agent.account, code, agent.min_own_staked),
                t`Change`,
              )}
            </>
          ),
        },
        {
          label: t`Own stake`,
          hint: t`What its own shares are worth: pool × own share ÷ shares issued.`,
          value: (
            <>
              <Amount units={funds.own} symbol={symbol} />{' '}
              <span className="text-xs text-slate-600 dark:text-slate-300">
                <Trans>
                  ({formatInteger(agent.own_share)} of{' '}
                  {formatInteger(agent.shares_sum ?? funds.total.toString())} shares)
                </Trans>
              </span>
            </>
          ),
        },
        {
          label: t`Staked by grantors`,
          hint: t`What others’ shares in its pool are worth.`,
          value: <Amount units={funds.others} symbol={symbol} />,
        },
        {
          label: t`Held`,
          hint: t`balance: funds it holds itself (a candidate’s votes).`,
          value: <Amount units={agent.balance} symbol={symbol} />,
        },
        {
          label: t`Proxied`,
          hint: t`proxied: funds it passed on to other agents through its grants.`,
          value: <Amount units={agent.proxied} symbol={symbol} />,
        },
        {
          label: t`Provided for bandwidth`,
          hint: t`provided / received: stake lent to or from other accounts' bandwidth (delegateuse).`,
          value: (
            <Trans>
              lent <Amount units={agent.provided} symbol={symbol} />, received{' '}
              <Amount units={agent.received} symbol={symbol} />
            </Trans>
          ),
        },
        ...(agent.last_proxied_update
          ? [
              {
                label: t`Proxied funds updated`,
                value: <TimeText value={agent.last_proxied_update} />,
              },
            ]
          : []),
      ]}
    />
  );
}
