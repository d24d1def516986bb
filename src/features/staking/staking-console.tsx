import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { StakeAgentRow } from '@/api/schemas/stake';
import { QueryView } from '@/components/errors/query-view';
import { AccountLink } from '@/components/links/account-link';
import { LINK } from '@/components/ui/form-styles';
import { JsonView } from '@/components/ui/json-view';
import { TimeText } from '@/components/ui/time-text';
import { parseNodeTime } from '@/lib/format';
import { useNodeClient } from '@/lib/node-store';
import { useNow } from '@/lib/use-now';
import { stakeActionPath } from '@/lib/stake-actions';
import { formatUnits } from '@/lib/stake-units';
import { stakeQueries } from '@/queries/stake';
import { AgentFacts } from './agent-facts';
import { GrantsGiven, GrantsReceived } from './grant-tables';
import { ValidatorFacts } from './validator-facts';

export interface StakingConsoleProps {
  account: string;
  /** The staked token, as `4,CYBER`. */
  symbol: string;
}

const H3 = 'mt-6 mb-2 text-base font-semibold';

/**
 * An account's staking on cyber.stake: as an agent (terms and funds), as a validator (votes,
 * key, blocks), as a voter (to whom its stake is granted) and as a recipient (its grantors),
 * each change a link into the transaction builder; the raw rows below.
 */
export function StakingConsole({ account, symbol }: StakingConsoleProps) {
  const client = useNodeClient();
  const agent = useQuery(stakeQueries.agent(client, account, symbol));
  return (
    <QueryView query={agent} what={t`the stake of ${account}`}>
      {(row) =>
        row === null ? (
          <p className="text-sm">
            <Trans>
              {account} is not an agent of {symbol}: it has never staked. Staking is a transfer to
              cyber.stake.
            </Trans>
          </p>
        ) : (
          <AgentConsole agent={row} symbol={symbol} />
        )
      }
    </QueryView>
  );
}

function AgentConsole({ agent, symbol }: { agent: StakeAgentRow; symbol: string }) {
  const client = useNodeClient();
  const account = agent.account;
  const given = useQuery(stakeQueries.grantsFrom(client, account, symbol));
  const received = useQuery(stakeQueries.grantsTo(client, account, symbol));
  const payouts = useQuery({ ...stakeQueries.payouts(client, account, symbol), retry: false });
  const code = symbol.slice(symbol.indexOf(',') + 1);
  const now = useNow(60_000);
  return (
    <>
      <AgentFacts agent={agent} symbol={symbol} />
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <Link className={LINK} to={stakeActionPath.delegatevote(account, '', '')}>
          <Trans>Vote with its stake</Trans>
        </Link>
        <Link className={LINK} to={stakeActionPath.withdraw(account, '')}>
          <Trans>Withdraw stake</Trans>
        </Link>
      </p>
      {agent.proxy_level === 0 ? (
        <>
          <h3 className={H3}>
            <Trans>As a validator</Trans>
          </h3>
          <ValidatorFacts account={account} symbol={symbol} />
        </>
      ) : null}
      <h3 className={H3}>
        <Trans>Its stake is granted to</Trans>
      </h3>
      <QueryView query={given} what={t`the grants of ${account}`}>
        {(grants) => <GrantsGiven grants={grants} symbol={symbol} />}
      </QueryView>
      <h3 className={H3}>
        <Trans>Grantors</Trans>
      </h3>
      <QueryView query={received} what={t`the grants to ${account}`}>
        {(r) => (
          <>
            <GrantsReceived grants={r.grants} symbol={symbol} agent={agent} />
            {r.complete ? null : (
              <p className="mt-1 text-xs">
                <Trans>Only the first pages of grants were read: there may be more grantors.</Trans>
              </p>
            )}
          </>
        )}
      </QueryView>
      {payouts.data && payouts.data.length > 0 ? (
        <>
          <h3 className={H3}>
            <Trans>Bandwidth stake to claim back</Trans>
          </h3>
          <ul className="space-y-1 text-sm">
            {payouts.data.map((p) => {
              const due = (parseNodeTime(p.date)?.getTime() ?? Infinity) <= now;
              return (
                <li key={p.recipient_name}>
                  <Trans>
                    {formatUnits(p.amount, symbol)} lent to <AccountLink name={p.recipient_name} />,
                    claimable from <TimeText value={p.date} />
                  </Trans>{' '}
                  {due ? (
                    <Link
                      className={LINK}
                      to={stakeActionPath.claim(account, p.recipient_name, code)}
                    >
                      <Trans>Claim</Trans>
                    </Link>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      <div className="mt-4">
        <JsonView
          value={{
            'stake.agent': agent,
            'stake.grant (given)': given.data ?? null,
            'stake.grant (received)': received.data?.grants ?? null,
            provpayout: payouts.data ?? null,
          }}
          label={t`Raw cyber.stake rows`}
        />
      </div>
    </>
  );
}
