import { Asset } from '@wharfkit/antelope';
import { beforeAll, describe, expect, it } from 'vitest';
import { DICE } from '../fixtures.ts';
import { getTableRows } from '../routes/table-routes.ts';
import { formatAsset, symbolOf } from './assets.ts';
import { KeyRing } from './keys.ts';
import { buildGenesis, type Genesis } from './seed.ts';
import type { SimulatedChain } from './simulated-chain.ts';
import type { ContractTable, StoredRow } from './tables.ts';

const GENESIS_MS = Date.UTC(2023, 11, 29);
let genesis: Genesis;
let bets: ContractTable;

beforeAll(() => {
  genesis = buildGenesis({ seed: 1, keys: new KeyRing(1), genesisMs: GENESIS_MS, scale: false });
  bets = genesis.tables.require(DICE.account, DICE.table);
});

interface Bet {
  id: number;
  player: string;
  amount: string;
}

/** Every row of an index, in order, paged through get_table_rows with `next`. */
function pageAll(index: string, reverse: boolean, limit: number): Bet[] {
  const chain = { state: genesis } as unknown as SimulatedChain;
  const out: Bet[] = [];
  let bound: unknown;
  for (let page = 0; page < 10_000; page++) {
    const answer = JSON.parse(
      getTableRows(
        {
          code: DICE.account,
          scope: DICE.scope,
          table: DICE.table,
          index,
          reverse,
          limit,
          json: true,
          ...(bound === undefined ? {} : reverse ? { upper_bound: bound } : { lower_bound: bound }),
        },
        chain,
      ),
    ) as { rows: Bet[]; more: boolean; next: Bet | null };
    out.push(...answer.rows);
    if (!answer.more) return out;
    bound = answer.next;
  }
  throw new Error('paging did not end');
}

const units = (amount: string) => Number(amount.split(' ')[0]?.replace('.', ''));

describe('compact dice rows', () => {
  it('read the same keys from the columns as from the built rows', () => {
    for (let ix = 0; ix < bets.indexes.length; ix++) {
      const rows = bets.rows(DICE.scope, ix);
      expect(rows.length).toBe(DICE.rowCount);
      for (const pos of [0, 1, 7, 1234, DICE.rowCount - 1]) {
        const row = rows[pos] as StoredRow;
        expect(bets.makeRow(row.data, row.payer).keys).toEqual(row.keys);
      }
    }
  });

  it('page in index order, live rows merged in, forward and reverse', () => {
    // Rows added after genesis live beside the compact ones; paging merges both.
    const last = Number(bets.lastRow(DICE.scope)?.data['id']);
    const added = ['alice', 'bob', 'zzzzzzzzzzzz', 'a'].map((player, i) =>
      bets.makeRow(
        {
          id: last + 1 + i,
          player,
          amount: formatAsset((i * 37 + 1) * 2_500, '4,CYBER'),
          roll_under: 50,
          roll: 60,
          payout: formatAsset(0, '4,CYBER'),
          placed: '2024-01-01T00:00:00',
          memo: '',
        },
        player,
      ),
    );
    for (const row of added) bets.insert(DICE.scope, row);
    expect(bets.rowCount(DICE.scope)).toBe(DICE.rowCount + added.length);
    expect(bets.lastRow(DICE.scope)?.data['id']).toBe(last + added.length);

    const all = bets.rows(DICE.scope).map((r) => r.data as unknown as Bet);
    const byPlayer = [...all].sort((a, b) =>
      a.player === b.player ? a.id - b.id : a.player < b.player ? -1 : 1,
    );
    const byAmount = [...all].sort((a, b) => units(b.amount) - units(a.amount) || a.id - b.id);
    const ids = (rows: Bet[]) => rows.map((r) => r.id);
    expect(ids(all)).toEqual(all.map((_, i) => i + 1));
    expect(ids(pageAll('byplayer', false, 333))).toEqual(ids(byPlayer));
    expect(ids(pageAll('byplayer', true, 1000))).toEqual(ids(byPlayer).reverse());
    expect(ids(pageAll('byamount', false, 1000))).toEqual(ids(byAmount));
    expect(ids(pageAll('primary', true, 777))).toEqual(ids(all).reverse());
  });

  it('format assets as wharfkit does', () => {
    for (const symbol of ['4,CYBER', '3,GOLOS', '0,ZERO', '8,EIGHT'])
      for (const n of [0, 1, -1, 9, 99, 100, 12_345, -12_345, 1e9, 123_456_789_012, 2 ** 53 - 1]) {
        expect(formatAsset(n, symbol)).toBe(Asset.fromUnits(n, symbolOf(symbol)).toString());
      }
  });
});
