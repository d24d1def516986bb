import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { BlockLink } from '@/components/links/block-link';
import type { RecentRounds } from './use-recent-rounds';

/** "12 blocks, 1 missed slot" for one validator over the blocks read. */
export function RoundCounts({ rounds, account }: { rounds: RecentRounds; account: string }) {
  if (rounds.isLoading) return <>{t`reading the newest blocks…`}</>;
  if (!rounds.tally || rounds.first === null || rounds.last === null) {
    return <>{t`could not be told from the blocks`}</>;
  }
  const mine = rounds.tally.byProducer.get(account) ?? { produced: 0, missed: 0 };
  return (
    <span>
      {plural(mine.produced, { one: '# block signed', other: '# blocks signed' })},{' '}
      {plural(mine.missed, { one: '# slot missed', other: '# slots missed' })}{' '}
      <span className="text-xs text-slate-600 dark:text-slate-300">
        <Trans>
          (blocks <BlockLink block={rounds.first} />–<BlockLink block={rounds.last} />)
        </Trans>
      </span>
    </span>
  );
}
