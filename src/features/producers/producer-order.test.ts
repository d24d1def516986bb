import { describe, expect, it } from 'vitest';
import type { ProducerRow } from '@/api/node-client';
import {
  compareVotes,
  orderProducers,
  rankProducers,
  readProducersView,
  sortedBy,
  viewQuery,
} from './producer-order';

const row = (owner: string, total_votes: string, is_active = false): ProducerRow => ({
  owner,
  total_votes,
  url: '',
  is_active,
});

describe('readProducersView', () => {
  it('reads the sort, direction, rows and page from the URL', () => {
    expect(readProducersView(new URLSearchParams('sort=name&dir=desc&limit=10&page=3'))).toEqual({
      sort: 'name',
      dir: 'desc',
      limit: 10,
      page: 3,
    });
  });
  it('falls back to rank order, the column’s own direction and the first page', () => {
    expect(readProducersView(new URLSearchParams(''))).toEqual({
      sort: 'rank',
      dir: 'asc',
      limit: 25,
      page: 1,
    });
    expect(readProducersView(new URLSearchParams('sort=votes&dir=up&page=0'))).toEqual({
      sort: 'votes',
      dir: 'desc',
      limit: 25,
      page: 1,
    });
    expect(readProducersView(new URLSearchParams('sort=__proto__&page=1e3&limit=-1')).sort).toBe(
      'rank',
    );
  });
});

describe('sortedBy and viewQuery', () => {
  it('flips the sorted column, starts another afresh, and back to page 1', () => {
    const view = readProducersView(new URLSearchParams('page=2'));
    expect(sortedBy(view, 'rank')).toMatchObject({ sort: 'rank', dir: 'desc', page: 1 });
    expect(sortedBy(view, 'votes')).toMatchObject({ sort: 'votes', dir: 'desc', page: 1 });
  });
  it('writes only what differs from the default', () => {
    expect(viewQuery(readProducersView(new URLSearchParams('')))).toEqual({});
    expect(viewQuery({ sort: 'name', dir: 'asc', limit: 10, page: 2 })).toEqual({
      sort: 'name',
      dir: 'asc',
      limit: 10,
      page: 2,
    });
  });
});

describe('ranking', () => {
  it('compares vote figures exactly, integers and float strings alike', () => {
    expect(compareVotes('9007199254740993', '9007199254740992')).toBe(1);
    expect(compareVotes('1234.5000000000', '1234.5')).toBe(0);
    expect(compareVotes('2', '10')).toBe(-1);
  });
  it('ranks the active schedule first, then by votes, ties by name', () => {
    const rows = [
      row('zed', '500'),
      row('amy', '100', true),
      row('bob', '900'),
      row('cat', '300', true),
      row('abe', '900'),
    ];
    const ranked = rankProducers(rows, (r) => r.is_active);
    expect(ranked.map((r) => `${r.rank}:${r.row.owner}`)).toEqual([
      '1:cat',
      '2:amy',
      '3:abe',
      '4:bob',
      '5:zed',
    ]);
    expect(orderProducers(ranked, { sort: 'name', dir: 'asc' }).map((r) => r.row.owner)).toEqual([
      'abe',
      'amy',
      'bob',
      'cat',
      'zed',
    ]);
    expect(orderProducers(ranked, { sort: 'votes', dir: 'desc' }).map((r) => r.rank)).toEqual([
      3, 4, 5, 1, 2,
    ]);
    expect(orderProducers(ranked, { sort: 'rank', dir: 'desc' }).map((r) => r.rank)).toEqual([
      5, 4, 3, 2, 1,
    ]);
  });
});
