import { describe, expect, it } from 'vitest';
import { abiSchema } from '@/api/schemas/abi';
import {
  buildBound,
  decodeBoundText,
  encodeBoundText,
  parseFieldValue,
  scopeProblem,
} from './bound-values';
import { describeTable, fieldType, findIndex } from './index-model';
import { cellText, csvCell, toCsv, toRowItems } from './row-model';
import { checkDraft, initialDraft, linkQuery, problemSummary } from './table-query-model';
import { DEFAULT_SEARCH, parseTableSearch, tableSearchQuery } from './table-search';

const diceAbi = abiSchema.parse({
  version: 'cyberway::abi/1.1',
  types: [{ new_type_name: 'account_name', type: 'name' }],
  structs: [
    {
      name: 'bet_info',
      base: '',
      fields: [
        { name: 'id', type: 'uint64' },
        { name: 'player', type: 'account_name' },
        { name: 'amount', type: 'asset' },
        { name: 'memo', type: 'string' },
      ],
    },
  ],
  tables: [
    {
      name: 'bets',
      type: 'bet_info',
      indexes: [
        { name: 'primary', unique: true, orders: [{ field: 'id', order: 'asc' }] },
        {
          name: 'byplayer',
          unique: true,
          orders: [
            { field: 'player', order: 'asc' },
            { field: 'id', order: 'asc' },
          ],
        },
        {
          name: 'byamount',
          unique: true,
          orders: [
            { field: 'amount._amount', order: 'desc' },
            { field: 'id', order: 'asc' },
          ],
        },
        {
          name: 'bymemo',
          unique: false,
          orders: [
            { field: 'memo', order: 'asc' },
            { field: 'memo', order: 'asc' },
          ],
        },
      ],
    },
  ],
});

const eosioAbi = abiSchema.parse({
  version: 'eosio::abi/1.1',
  structs: [{ name: 'account', base: '', fields: [{ name: 'balance', type: 'asset' }] }],
  tables: [{ name: 'accounts', type: 'account', index_type: 'i64', key_names: [], key_types: [] }],
});

describe('table search in the URL', () => {
  it('round-trips every parameter and leaves defaults out', () => {
    const s = {
      ...DEFAULT_SEARCH,
      scope: 'dice',
      index: 'byplayer',
      lower: '{"player":"alice"}',
      limit: 200,
      reverse: true,
      json: false,
      showPayer: true,
      encodeType: 'hex' as const,
    };
    const q = tableSearchQuery(s);
    const params = new URLSearchParams(
      Object.entries(q).filter((e): e is [string, string] => e[1] !== undefined),
    );
    expect(parseTableSearch(params)).toEqual(s);
    expect(tableSearchQuery(DEFAULT_SEARCH)).toEqual(
      Object.fromEntries(Object.keys(q).map((k) => [k, undefined])),
    );
  });
  it('clamps the limit and ignores junk', () => {
    expect(parseTableSearch(new URLSearchParams('limit=999999')).limit).toBe(2000);
    expect(parseTableSearch(new URLSearchParams('limit=0')).limit).toBe(1);
    expect(parseTableSearch(new URLSearchParams('limit=abc')).limit).toBe(50);
  });
});

describe('describeTable', () => {
  it('reads CyberWay indexes by name with typed order fields', () => {
    const m = describeTable(diceAbi, 'bets');
    expect(m?.family).toBe('cyberway');
    expect(m?.columns).toEqual(['id', 'player', 'amount', 'memo']);
    expect(findIndex(m!, 'byplayer')?.fields).toEqual([
      { path: 'player', type: 'name', order: 'asc' },
      { path: 'id', type: 'uint64', order: 'asc' },
    ]);
    expect(findIndex(m!, '')?.name).toBe('primary');
    expect(findIndex(m!, 'nope')).toBeNull();
    expect(fieldType(diceAbi, 'bet_info', 'amount._amount')).toBe('int64');
    expect(fieldType(diceAbi, 'bet_info', 'amount._sym')).toBe('symbol_code');
  });
  it('offers EOSIO tables by position with key types', () => {
    const m = describeTable(eosioAbi, 'accounts', 'sha256');
    expect(m?.family).toBe('eosio');
    expect(m?.indexes[0]).toMatchObject({ name: 'primary', keyType: 'i64', keyTypeChosen: false });
    expect(m?.indexes[1]).toMatchObject({
      name: 'secondary',
      keyType: 'sha256',
      keyTypeChosen: true,
    });
    expect(m?.indexes).toHaveLength(10);
  });
});

describe('bounds', () => {
  const m = describeTable(diceAbi, 'bets')!;
  const byplayer = findIndex(m, 'byplayer')!;
  const byamount = findIndex(m, 'byamount')!;
  const primary = findIndex(m, 'primary')!;

  it('encodes one field as a scalar and several as JSON, and reads both back', () => {
    expect(encodeBoundText({ id: '5' }, primary)).toBe('5');
    expect(decodeBoundText('5', primary)).toEqual({ id: '5' });
    const text = encodeBoundText({ player: 'alice', id: '' }, byplayer);
    expect(text).toBe('{"player":"alice"}');
    expect(decodeBoundText(text, byplayer)).toEqual({ player: 'alice' });
    expect(encodeBoundText({}, byplayer)).toBe('');
  });

  it('completes trailing fields with the lowest / highest value of their type', () => {
    expect(buildBound({ player: 'alice' }, byplayer, 'cyberway', 'lower')).toEqual({
      ok: true,
      bound: { player: 'alice', id: 0 },
      filled: ['id'],
    });
    expect(buildBound({ player: 'alice' }, byplayer, 'cyberway', 'upper')).toMatchObject({
      ok: true,
      bound: { player: 'alice', id: '18446744073709551615' },
    });
    // amount is descending: the lower bound starts at the highest amount.
    expect(buildBound({}, byamount, 'cyberway', 'lower')).toEqual({
      ok: true,
      bound: undefined,
      filled: [],
    });
    expect(buildBound({ 'amount._amount': '1000' }, byamount, 'cyberway', 'lower')).toMatchObject({
      ok: true,
      bound: { amount: { _amount: 1000 }, id: 0 },
    });
  });

  it('says exactly which field is wrong and why', () => {
    const r = buildBound({ player: 'Alice!', id: 'x' }, byplayer, 'cyberway', 'lower');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.map((p) => p.path)).toEqual(['player', 'id']);
    expect(r.problems[0]?.message).toContain('not a valid name');
    expect(r.problems[1]?.message).toContain('not a whole number (uint64)');
    const gap = buildBound({ id: '4' }, byplayer, 'cyberway', 'lower');
    expect(gap.ok ? '' : gap.problems[0]?.message).toContain('fill the fields in index order');
    expect(parseFieldValue('uint8', '256')).toEqual({
      ok: false,
      message: '256 is out of range for uint8 (0 to 255)',
    });
    expect(parseFieldValue('uint64', '18446744073709551615')).toEqual({
      ok: true,
      value: '18446744073709551615',
    });
  });

  it('sends EOSIO bounds as scalar strings of the key type', () => {
    const e = describeTable(eosioAbi, 'accounts')!;
    const p = e.indexes[0]!;
    expect(buildBound({ '': 'alice' }, p, 'eosio', 'lower')).toEqual({
      ok: true,
      bound: 'alice',
      filled: [],
    });
    expect(buildBound({ '': '12' }, p, 'eosio', 'lower')).toEqual({
      ok: true,
      bound: '12',
      filled: [],
    });
    expect(buildBound({ '': 'NOT A KEY' }, p, 'eosio', 'lower').ok).toBe(false);
  });

  it('checks the scope by the table’s scope type', () => {
    expect(scopeProblem('name', 'cyberway', 'dice')).toBeNull();
    expect(scopeProblem('symbol_code', 'cyberway', 'cyber')).toContain('not a symbol code');
    expect(scopeProblem('name', 'cyberway', '')).toContain('is empty');
  });
});

describe('query checks', () => {
  const m = describeTable(diceAbi, 'bets')!;
  const byplayer = findIndex(m, 'byplayer')!;

  it('turns a valid form into the search of the URL, and names every problem of an invalid one', () => {
    const draft = initialDraft(m, { ...DEFAULT_SEARCH, index: 'byplayer' }, 'dice');
    expect(draft).toMatchObject({ scope: 'dice', indexName: 'byplayer', limit: '50' });
    const ok = checkDraft({ ...draft, lower: { player: 'alice' } }, m, byplayer);
    expect(ok).toEqual({
      ok: true,
      search: { ...DEFAULT_SEARCH, scope: 'dice', index: 'byplayer', lower: '{"player":"alice"}' },
    });
    const bad = checkDraft({ ...draft, limit: '0', lower: { player: 'Alice!' } }, m, byplayer);
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    const summary = problemSummary(bad.problems, byplayer);
    expect(summary[0]).toBe('Limit must be a whole number from 1 to 2000');
    expect(summary[1]).toMatch(/^Lower bound › player: .*not a valid name/);
  });

  it('checks a link’s query as the form would, and sends nothing without a scope', () => {
    const search = { ...DEFAULT_SEARCH, index: 'byplayer', lower: 'alice' };
    expect(linkQuery('dice', 'bets', m, byplayer, search, '')).toEqual({
      problems: [],
      params: null,
    });
    expect(linkQuery('dice', 'bets', m, byplayer, search, 'dice').params).toMatchObject({
      code: 'dice',
      scope: 'dice',
      table: 'bets',
      index: 'byplayer',
      lowerBound: { player: 'alice', id: 0 },
      limit: 50,
    });
    const bad = linkQuery('dice', 'bets', m, byplayer, { ...search, upper: 'Bob!' }, 'dice');
    expect(bad.params).toBeNull();
    expect(bad.problems[0]).toMatch(/^Upper bound › player: /);
  });
});

describe('rows', () => {
  it('unwraps show_payer rows and keeps hex rows as hex', () => {
    const items = toRowItems(
      [
        { data: { id: 1 }, payer: 'alice', scope: 'dice', primary: '1', size: 40, in_ram: true },
        'abcd',
      ],
      11,
      true,
    );
    expect(items[0]).toMatchObject({
      n: 11,
      data: { id: 1 },
      meta: { payer: 'alice', primary: '1' },
    });
    expect(items[1]).toMatchObject({ n: 12, data: null, hex: 'abcd' });
  });
  it('shows nested values on one line', () => {
    expect(cellText({ a: 1, b: [true, 'x'], c: null })).toBe('{a: 1, b: [true, x], c: null}');
  });
  it('writes CSV that spreadsheets read as data, not formulas', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-5')).toBe('-5');
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
    expect(toCsv(['id', 'memo'], [[1, 'line\nbreak']])).toBe('id,memo\r\n1,"line\nbreak"\r\n');
  });
});
