import { describe, expect, it } from 'vitest';
import { SimulatedChain } from './simulated-chain.ts';

/** What a chain's history holds, counted from its blocks (as an explorer reading them would). */
interface Mix {
  blocks: number;
  transactions: number;
  actions: Map<string, number>;
  memos: Set<string>;
  transfersWithMemo: number;
  deferred: {
    created: number;
    cancelled: number;
    executed: number;
    failed: number;
    expired: number;
  };
}

function countMix(chain: SimulatedChain): Mix {
  const mix: Mix = {
    blocks: chain.headNum(),
    transactions: 0,
    actions: new Map(),
    memos: new Set(),
    transfersWithMemo: 0,
    deferred: { created: 0, cancelled: 0, executed: 0, failed: 0, expired: 0 },
  };
  for (let n = 1; n <= chain.headNum(); n++) {
    for (const receipt of chain.block(n)?.receipts ?? []) {
      const { status, trx } = receipt;
      if (typeof trx === 'string') {
        // A deferred execution: only its id is in the block.
        if (status === 'executed') mix.deferred.executed++;
        else if (status === 'expired') mix.deferred.expired++;
        else mix.deferred.failed++;
        continue;
      }
      mix.transactions++;
      if (status === 'delayed') {
        mix.deferred.created++;
        continue;
      }
      for (const act of trx.actions) {
        const key = `${act.account}::${act.name}`;
        mix.actions.set(key, (mix.actions.get(key) ?? 0) + 1);
        if (key === 'cyber::canceldelay') mix.deferred.cancelled++;
        if (key === 'cyber.token::transfer') {
          const memo = typeof act.json['memo'] === 'string' ? act.json['memo'] : '';
          if (memo !== '') mix.transfersWithMemo++;
          mix.memos.add(memo);
        }
      }
    }
  }
  return mix;
}

function report(seed: number, mix: Mix): string {
  const actions = [...mix.actions].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`);
  return [
    `seed ${seed}: ${mix.blocks} blocks, ${mix.transactions} input transactions`,
    `  deferred: ${JSON.stringify(mix.deferred)}`,
    `  transfers with a memo: ${mix.transfersWithMemo}, distinct memos: ${mix.memos.size}`,
    `  ${actions.join(', ')}`,
  ].join('\n');
}

const count = (mix: Mix, ...keys: string[]) =>
  keys.reduce((sum, key) => sum + (mix.actions.get(key) ?? 0), 0);

describe('the generated history holds a believable mix of activity', () => {
  it.each([1, 2, 7])(
    'seed %i',
    (seed) => {
      const chain = new SimulatedChain({ seed, startMs: Date.UTC(2024, 0, 1, 12) });
      const mix = countMix(chain);
      // DEV_NODE_MIX=1 prints the mix (the table in dev-node/README.md comes from it).
      if (process.env['DEV_NODE_MIX']) console.log(report(seed, mix));
      const transfers = count(mix, 'cyber.token::transfer');
      expect(transfers).toBeGreaterThan(mix.transactions * 0.3);
      expect(count(mix, 'cyber::newaccount')).toBeGreaterThan(300);
      expect(count(mix, 'cyber.domain::newusername')).toBeGreaterThan(500);
      expect(mix.transfersWithMemo).toBeGreaterThan(transfers * 0.2);
      expect(mix.memos.size).toBeGreaterThan(transfers * 0.15);
      expect([...mix.memos].some((memo) => /[^\x20-\x7e]/.test(memo))).toBe(true);
      expect(count(mix, 'cyber.stake::delegatevote')).toBeGreaterThan(300);
      expect(count(mix, 'cyber.stake::recallvote')).toBeGreaterThan(100);
      expect(count(mix, 'cyber.stake::setproxylvl')).toBeGreaterThan(30);
      expect(count(mix, 'cyber::updateauth')).toBeGreaterThan(300);
      expect(count(mix, 'cyber::linkauth')).toBeGreaterThan(40);
      expect(count(mix, 'cyber::unlinkauth', 'cyber::deleteauth')).toBeGreaterThan(20);
      expect(count(mix, 'cyber::setcode')).toBeGreaterThan(40);
      expect(count(mix, 'dice::bet')).toBeGreaterThan(1000);
      expect(mix.deferred.created).toBeGreaterThan(1000);
      expect(mix.deferred.cancelled).toBeGreaterThan(80);
      expect(mix.deferred.executed).toBeGreaterThan(800);
      // The fixtures' soft_fail and hard_fail (old and in the last hour); others are rare, as
      // on a real chain.
      expect(mix.deferred.failed).toBeGreaterThanOrEqual(4);
      // The chain halt before block 520 lets some expire.
      expect(mix.deferred.expired).toBeGreaterThan(10);
    },
    180_000,
  );
});
