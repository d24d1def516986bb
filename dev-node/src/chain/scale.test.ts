import { beforeAll, describe, expect, it } from 'vitest';
import { DICE } from '../fixtures.ts';
import { getTableRows } from '../routes/table-routes.ts';
import { SimulatedChain } from './simulated-chain.ts';
import type { ContractTable } from './tables.ts';

/** --scale, built once with a short history (the genesis state is what --scale grows). */
let chain: SimulatedChain;
let bets: ContractTable;
const START = Date.UTC(2024, 0, 1, 12);

beforeAll(() => {
  chain = new SimulatedChain({
    seed: 1,
    scale: true,
    historyBlocks: 20,
    startMs: START,
    clock: () => START,
  });
  bets = chain.state.tables.require(DICE.account, DICE.table);
}, 60_000);

interface Bet {
  id: number;
  player: string;
  amount: string;
}

function rowsPage(body: Record<string, unknown>): { rows: Bet[]; more: boolean; next: Bet | null } {
  return JSON.parse(
    getTableRows(
      { code: DICE.account, scope: DICE.scope, table: DICE.table, json: true, ...body },
      chain,
    ),
  ) as { rows: Bet[]; more: boolean; next: Bet | null };
}

const units = (amount: string) => Number(amount.split(' ')[0]?.replace('.', ''));

describe('--scale', () => {
  it('holds 100,000 accounts and 1,000,000 dice rows', () => {
    expect(chain.state.users.length).toBe(100_000);
    expect(new Set(chain.state.users).size).toBe(100_000);
    for (const name of [chain.state.users[50_000], chain.state.users[99_999]])
      expect(chain.state.accounts.get(name ?? '')?.permissions.length).toBeGreaterThanOrEqual(2);
    // The genesis rows, then one per bet placed in the 20 blocks.
    const placed = chain.ledger.traces
      .traces()
      .filter((t) => t.act.account === DICE.account && t.act.name === 'bet').length;
    expect(bets.rowCount(DICE.scope)).toBe(DICE.scaleRowCount + placed);
    expect(bets.lastRow(DICE.scope)?.data['id']).toBe(DICE.scaleRowCount + placed);
    const last = chain.state.users[99_999] ?? '';
    const balance = JSON.parse(
      getTableRows({ code: 'cyber.token', scope: last, table: 'accounts', json: true }, chain),
    ) as { rows: { balance: string }[] };
    expect(balance.rows[0]?.balance).toMatch(/^\d+\.\d{4} CYBER$/);
  });

  it('pages a bounded slice of a composite index in order, without repeats', () => {
    const player = chain.state.users[1234] ?? '';
    const seen: number[] = [];
    let lower: unknown = { player, id: 200_000 };
    for (let page = 0; page < 100; page++) {
      const answer = rowsPage({
        index: 'byplayer',
        lower_bound: lower,
        upper_bound: { player, id: 800_000 },
        limit: 37,
      });
      for (const row of answer.rows) {
        expect(row.player).toBe(player);
        seen.push(row.id);
      }
      if (!answer.more) break;
      lower = answer.next;
    }
    expect(seen.length).toBeGreaterThan(37);
    expect(seen[0]).toBeGreaterThanOrEqual(200_000);
    expect(seen[seen.length - 1]).toBeLessThanOrEqual(800_000);
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThan(seen[i - 1] ?? 0);
  });

  it('pages a descending index backwards between bounds', () => {
    const seen: Bet[] = [];
    let upper: unknown = { amount: '50.0000 CYBER' };
    let ended = false;
    for (let page = 0; page < 30 && !ended; page++) {
      const answer = rowsPage({
        index: 'byamount',
        lower_bound: { amount: '50.2500 CYBER' },
        upper_bound: upper,
        reverse: true,
        limit: 500,
      });
      seen.push(...answer.rows);
      ended = !answer.more;
      if (answer.next) upper = answer.next;
    }
    // Two of the 400 amounts: ~5,000 of the million rows.
    expect(ended).toBe(true);
    expect(seen.length).toBeGreaterThan(4000);
    expect(seen.length).toBeLessThan(6000);
    expect(new Set(seen.map((r) => r.id)).size).toBe(seen.length);
    for (const row of seen) expect(['50.0000 CYBER', '50.2500 CYBER']).toContain(row.amount);
    // Reverse of (amount desc, id asc): amounts rise, ids fall within an amount.
    for (let i = 1; i < seen.length; i++) {
      const a = seen[i - 1] as Bet;
      const b = seen[i] as Bet;
      expect(units(b.amount) > units(a.amount) || (a.amount === b.amount && b.id < a.id)).toBe(
        true,
      );
    }
  });
});
