import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { StakeCandidateRow } from '@/api/schemas/stake';
import { KeyValueList } from '@/components/ui/key-value-list';
import { isNullPublicKey } from '@/api/null-key';
import { useNodeClient } from '@/lib/node-store';
import { formatUnits } from '@/lib/stake-units';
import { producerQueries } from '@/queries/producers';
import { stakeQueries } from '@/queries/stake';
import { rankByVotes } from './validator-rank';
import { RoundCounts } from './round-counts';
import { useRecentRounds } from './use-recent-rounds';

export interface ValidatorFactsProps {
  account: string;
  symbol: string;
}

function signingKey(c: StakeCandidateRow): string | null {
  const key = c.signing_key ?? '';
  return key === '' || isNullPublicKey(key) ? null : key;
}

/** A validator candidate: its votes, rank, signing key, and its blocks in the last rounds. */
export function ValidatorFacts({ account, symbol }: ValidatorFactsProps) {
  const client = useNodeClient();
  const candidate = useQuery(stakeQueries.candidate(client, account, symbol));
  const producers = useQuery(producerQueries.everyone(client));
  const rounds = useRecentRounds();
  const rank = producers.data ? rankByVotes(producers.data.rows).get(account) : undefined;
  const c = candidate.data;
  if (candidate.isPending) return <p className="text-sm">{t`Loading the candidate row…`}</p>;
  if (!c) {
    return (
      <p className="text-sm">
        <Trans>cyber.stake has no candidate row for {account}.</Trans>
      </p>
    );
  }
  const key = signingKey(c);
  return (
    <KeyValueList
      items={[
        {
          label: t`Votes`,
          hint: t`The stake that stays with it: its own and what grants pass to it.`,
          value: (
            <span className="tabular-nums" title={t`raw: ${c.votes}`}>
              {formatUnits(c.votes, symbol)}
            </span>
          ),
        },
        {
          label: t`Rank`,
          value:
            rank === undefined
              ? t`not known yet`
              : t`${rank} of ${producers.data?.rows.length ?? 0} by votes`,
        },
        {
          label: t`Signing key`,
          value: key ? (
            <span className="font-mono break-all">{key}</span>
          ) : (
            t`none: it cannot be elected until it sets one`
          ),
        },
        {
          label: t`Last rounds`,
          hint: t`From the newest blocks: blocks it signed and its empty slots.`,
          value: <RoundCounts rounds={rounds} account={account} />,
        },
      ]}
    />
  );
}
