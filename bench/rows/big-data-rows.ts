import { growBetsTable, produceLargeBlock } from '../bench-node.ts';
import { bigBlock, bigTable } from '../big-data.ts';
import { TARGETS } from '../config.ts';
import { browserOf, log, measure, round, type BenchApp, type PhaseContext } from '../phase.ts';
import { figure } from '../report.ts';

/** A block of 2,000 transactions: rendered, then scrolled. */
async function bigBlockRows(ctx: PhaseContext, env: BenchApp): Promise<void> {
  await measure(ctx, 'Big data', 'Block of 2,000 transactions', async () => {
    const node = env.bench;
    const big = await produceLargeBlock(node, 2_000);
    ctx.details['bigBlockSource'] = big.via;
    // The node signs and serializes a block on first request: do that before timing the app.
    await fetch(`${node.url}/v1/chain/get_block`, {
      method: 'POST',
      body: JSON.stringify({ block_num_or_id: big.num }),
    });
    log(`block ${big.num} with 2,000 transactions (${big.via}); cold loads and scrolling`);
    const r = await bigBlock(browserOf(env), env.app, big, ctx.opts.quick ? 3 : 5);
    ctx.details['bigBlock'] = { ...r, num: big.num };
    ctx.figures.push(
      figure(
        'Big data',
        'Block of 2,000 trx: render (id + rows)',
        round(r.renderMs),
        'ms',
        { op: '<=', value: TARGETS.bigBlockRenderMs },
        `median of ${r.renderSamples.length}`,
      ),
      figure(
        'Big data',
        'Block of 2,000 trx: longest task scrolling',
        round(r.longestTaskMedian),
        'ms',
        { op: '<=', value: TARGETS.longTaskMs },
        `median of ${r.scroll.length}; worst ${round(r.longestTaskWorst)} ms; idle ${round(r.idleLongestMedian)} ms`,
      ),
    );
  });
}

/** The table browser with 10,000 rows loaded, scrolled. */
async function bigTableRows(ctx: PhaseContext, env: BenchApp): Promise<void> {
  await measure(ctx, 'Big data', 'Table browser 10,000 rows', async () => {
    const total = growBetsTable(env.bench.node.chain, 10_000);
    log(`table browser: dice/bets (${total} rows), loading 10,000 and scrolling`);
    const r = await bigTable(browserOf(env), env.app, env.bench, 10_000, ctx.opts.quick ? 2 : 3);
    ctx.details['bigTable'] = r;
    ctx.figures.push(
      figure(
        'Big data',
        `Table ${r.rowsLoaded.toLocaleString('en-US')} rows: longest task scrolling`,
        round(r.longestTaskMedian),
        'ms',
        { op: '<=', value: TARGETS.longTaskMs },
        `median of ${r.scroll.length}; worst ${round(r.longestTaskWorst)} ms; idle ${round(r.idleLongest)} ms; ${r.pages} pages in ${round(r.loadMs / 1000, 1)} s`,
      ),
    );
  });
}

/** The big-data phase: a huge block and a huge table. */
export async function bigDataRows(ctx: PhaseContext, env: BenchApp): Promise<void> {
  await bigBlockRows(ctx, env);
  await bigTableRows(ctx, env);
}
