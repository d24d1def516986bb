import { ACCOUNTS } from '../fixtures.ts';
import { formatAsset } from './assets.ts';
import type { GenesisWriter } from './genesis-writer.ts';

const CORE = '4,CYBER';
const token = { token_code: 'CYBER' };

/**
 * Agents' terms at genesis, before anyone votes through carol: the first producers keep a fee
 * (basis points of their rewards) and promise a minimum own stake, so the staking pages have
 * agents whose terms are not the defaults.
 */
export function setAgentTerms(g: GenesisWriter, candidates: readonly string[], ms: number): void {
  const terms: [fee: number, minOwnStaked: number][] = [
    [500, 10_000_000_000],
    [1000, 0],
    [250, 5_000_000_000],
  ];
  candidates.slice(0, terms.length).forEach((account, i) => {
    const [fee, min] = terms[i] ?? [0, 0];
    g.act(ms, 'cyber.stake', 'setproxyfee', account, { account, ...token, fee });
    if (min > 0)
      g.act(ms, 'cyber.stake', 'setminstaked', account, { account, ...token, min_own_staked: min });
  });
}

/**
 * alice votes 50 CYBER straight for the first producer (besides her votes through carol), and
 * lends bob 50 CYBER of her stake for bandwidth and takes 20 back: the 20 stay provided for the
 * depriving window, then alice can claim them.
 */
export function aliceStakeUses(g: GenesisWriter, producer: string | undefined, ms: number): void {
  if (producer)
    g.act(ms, 'cyber.stake', 'delegatevote', ACCOUNTS.alice, {
      grantor_name: ACCOUNTS.alice,
      recipient_name: producer,
      quantity: formatAsset(500_000, CORE),
    });
  const lend = { grantor_name: ACCOUNTS.alice, recipient_name: ACCOUNTS.bob };
  g.act(ms, 'cyber.stake', 'delegateuse', ACCOUNTS.alice, {
    ...lend,
    quantity: formatAsset(500_000, CORE),
  });
  g.act(ms, 'cyber.stake', 'recalluse', ACCOUNTS.alice, {
    ...lend,
    quantity: formatAsset(200_000, CORE),
  });
}
