import { Asset } from '@wharfkit/antelope';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { DICE } from '../fixtures.ts';
import { getTableRows } from '../routes/table-routes.ts';
import { formatAsset, symbolOf } from './assets.ts';
import { KeyRing } from './keys.ts';
import { buildGenesis, type Genesis } from './seed.ts';
import type { SimulatedChain } from './simulated-chain.ts';
import type { ContractTable } from './tables.ts';
import type { KeyPart, StoredRow } from './row-segments.ts';

const GENESIS_MS = Date.UTC(2023, 11, 29);
let genesis: Genesis;
let bets: ContractTable;

const ADDED = 4;

beforeAll(() => {
  genesis = buildGenesis({ seed: 1, keys: new KeyRing(1), genesisMs: GENESIS_MS, scale: false });
  bets = genesis.tables.require(DICE.account, DICE.table);
  // Rows added after genesis (live bets) live beside the compact ones; queries merge both.
  ['alice', 'bob', 'zzzzzzzzzzzz', 'a'].forEach((player, i) =>
    bets.insert(
      DICE.scope,
      bets.makeRow(
        {
          id: DICE.rowCount + 1 + i,
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
    ),
  );
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
      expect(rows.length).toBe(DICE.rowCount + ADDED);
      for (const pos of [0, 1, 7, 1234, DICE.rowCount - 1, DICE.rowCount + ADDED - 1]) {
        const row = rows[pos] as StoredRow;
        expect(bets.makeRow(row.data, row.payer).keys).toEqual(row.keys);
      }
    }
  });

  it('page in index order, live rows merged in, forward and reverse', () => {
    expect(bets.rowCount(DICE.scope)).toBe(DICE.rowCount + ADDED);
    expect(bets.lastRow(DICE.scope)?.data['id']).toBe(DICE.rowCount + ADDED);

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

describe('index queries', () => {
  it('return what sorting and filtering every row would, for any bounds, limit and direction', () => {
    const all = bets.rows(DICE.scope);
    const players = [...new Set(all.map((r) => String(r.data['player'])))].slice(0, 40);
    const player = fc.oneof(fc.constantFrom(...players), fc.constantFrom('a', 'zzzzzzzzzzzz', 'm'));
    const id = fc.integer({ min: 0, max: DICE.rowCount + 10 });
    const amount = fc
      .integer({ min: 0, max: 1_100_000 })
      .map((u) => formatAsset(u - (u % 2_500), '4,CYBER'));
    const boundFor = [
      fc.oneof(id, id.map(String)),
      fc.oneof(player, fc.record({ player, id }), fc.record({ player })),
      fc.oneof(fc.record({ amount, id }), fc.record({ amount })),
    ];
    const options = { keyType: '', encodeType: 'dec' };
    const compare = (ix: number, a: readonly KeyPart[], b: readonly KeyPart[]): number => {
      const fields = bets.indexes[ix]?.fields ?? [];
      for (let i = 0; i < Math.min(a.length, b.length); i++) {
        const x = a[i] as KeyPart;
        const y = b[i] as KeyPart;
        if (x !== y) return (x < y ? -1 : 1) * (fields[i]?.desc ? -1 : 1);
      }
      return 0;
    };
    const sorted = [0, 1, 2].map((ix) =>
      [...all].sort((a, b) => compare(ix, a.keys[ix] ?? [], b.keys[ix] ?? [])),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 }).chain((ix) =>
          fc.record({
            ix: fc.constant(ix),
            lower: fc.option(boundFor[ix] as fc.Arbitrary<unknown>, { nil: undefined }),
            upper: fc.option(boundFor[ix] as fc.Arbitrary<unknown>, { nil: undefined }),
            limit: fc.oneof(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 6000 })),
            reverse: fc.boolean(),
          }),
        ),
        ({ ix, lower, upper, limit, reverse }) => {
          const lo = bets.bound(ix, lower, options);
          const hi = bets.bound(ix, upper, options);
          const inRange = (sorted[ix] ?? []).filter(
            (r) =>
              (!lo || compare(ix, r.keys[ix] ?? [], lo) >= 0) &&
              (!hi || compare(ix, r.keys[ix] ?? [], hi) <= 0),
          );
          const ordered = reverse ? [...inRange].reverse() : inRange;
          const got = bets.query(DICE.scope, ix, lo, hi, limit, reverse);
          const ids = (rows: readonly StoredRow[]) => rows.map((r) => r.data['id']);
          expect(ids(got.rows)).toEqual(ids(ordered.slice(0, limit)));
          expect(got.next?.data['id']).toBe(ordered[limit]?.data['id']);
        },
      ),
      { numRuns: Number(process.env['DEV_NODE_FUZZ_RUNS'] ?? 300) },
    );
  });
});
