import { AIRDROP } from '../../dev-node/src/chain/airdrop.ts';
import { TARGETS } from '../config.ts';
import { holdersByScan } from '../holders.ts';
import { browserOf, measure, round, type BenchApp, type PhaseContext } from '../phase.ts';
import { figure } from '../report.ts';

/** Issue 36: a token's 100,000 holders found by the block scan, the page's heap, a repeat visit. */
export async function holdersRows(ctx: PhaseContext, env: BenchApp): Promise<void> {
  await measure(ctx, 'Holders', 'Holders by the block scan', async () => {
    const r = await holdersByScan(browserOf(env), env.app);
    ctx.details['holders'] = r;
    const balances = AIRDROP.balances.toLocaleString('en-US');
    ctx.figures.push(
      figure(
        'Holders',
        `Holders of a token with ${balances} balances, by the block scan`,
        round((r.scanMs + r.readMs) / 1000),
        's',
        undefined,
        `scan of the last 10,000 blocks ${round(r.scanMs / 1000)} s, then finding the accounts and reading each balance ${round(r.readMs / 1000)} s (${r.balancesPerSecond} balances/s, 4 in flight), Playwright attached`,
      ),
      figure('Holders', 'Holders listed', r.holders, 'holders', {
        op: '>=',
        value: AIRDROP.balances,
      }),
      figure(
        'Holders',
        'Page heap while finding holders (main thread)',
        r.pageHeapPeakMb,
        'MB',
        { op: '<=', value: TARGETS.heapMb },
        `${r.pageHeapStartMb} MB before the scan; peak from the scan's start to the last balance`,
      ),
      figure(
        'Holders',
        'Repeat visit: requests for holders',
        r.repeatHolderRequests,
        'requests',
        { op: '<=', value: 0 },
        `first holder on screen ${r.repeatFirstRowMs} ms after navigation, from IndexedDB`,
      ),
    );
  });
}
