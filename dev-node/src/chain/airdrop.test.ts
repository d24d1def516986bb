import { describe, expect, it } from 'vitest';
import { ACCOUNTS, DICE } from '../fixtures.ts';
import { AIRDROP, airdropPlan } from './airdrop.ts';

/** --scale's users: the fixtures first, then generated names, 100,000 in all (and some made later). */
const users = [
  ACCOUNTS.alice,
  ACCOUNTS.bob,
  ACCOUNTS.carol,
  ACCOUNTS.dave,
  ACCOUNTS.eve,
  ACCOUNTS.gls,
  ACCOUNTS.empty,
  ...Array.from({ length: 100_000 - 7 }, (_, i) => `user${i}`),
  'madelater',
];

describe('--scale airdrop', () => {
  it('gives DROP to 99,999 accounts in blocks, so 100,000 hold it with gls', () => {
    const recipients: string[] = [];
    expect(airdropPlan(users, AIRDROP.firstBlock - 1)).toBeUndefined();
    for (let n = AIRDROP.firstBlock; ; n++) {
      const plan = airdropPlan(users, n);
      if (!plan) break;
      expect(plan.actions.length).toBeLessThanOrEqual(AIRDROP.perBlock);
      for (const a of plan.actions) {
        expect(a.name).toBe('transfer');
        expect(a.authorization).toEqual([{ actor: AIRDROP.issuer, permission: 'active' }]);
        expect(a.data['quantity']).toMatch(/^\d+\.\d{4} DROP$/);
        recipients.push(String(a.data['to']));
      }
    }
    expect(recipients.length).toBe(AIRDROP.balances - 1);
    expect(new Set(recipients).size).toBe(recipients.length);
    expect(recipients).not.toContain(AIRDROP.issuer);
    expect(recipients).not.toContain(ACCOUNTS.empty);
    expect(recipients).not.toContain('madelater');
    expect(recipients.at(-1)).toBe(DICE.account);
    // Within the last 10,000 history blocks, below the last hour's.
    expect(AIRDROP.firstBlock + recipients.length / AIRDROP.perBlock).toBeLessThan(11_350);
  });
});
