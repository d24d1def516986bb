import type { ProducerRow } from '@/api/node-client';
import { DEFAULT_LIMIT, parseLimit } from './paging-state';
import { parseDecimal } from './vote-share';

/** The columns the producers table sorts by. */
export type ProducerSort = 'rank' | 'name' | 'votes';
type SortDir = 'asc' | 'desc';

export interface ProducersView {
  sort: ProducerSort;
  dir: SortDir;
  /** Rows per page. */
  limit: number;
  /** 1-based page number. */
  page: number;
}

/** The direction a column first sorts in: rank 1 first, names a→z, most votes first. */
const FIRST_DIR: Record<ProducerSort, SortDir> = { rank: 'asc', name: 'asc', votes: 'desc' };

const SORTS = new Set<string>(['rank', 'name', 'votes']);

function isSort(value: string | null): value is ProducerSort {
  return value !== null && SORTS.has(value);
}

/**
 * The view a URL asks for (`?sort=rank|name|votes&dir=asc|desc&limit=&page=`); anything unknown
 * falls back to the default (rank order, the column's own first direction, first page).
 */
export function readProducersView(search: URLSearchParams): ProducersView {
  const rawSort = search.get('sort');
  const sort = isSort(rawSort) ? rawSort : 'rank';
  const rawDir = search.get('dir');
  const dir = rawDir === 'asc' || rawDir === 'desc' ? rawDir : FIRST_DIR[sort];
  const rawPage = search.get('page') ?? '';
  const page = /^\d{1,6}$/.test(rawPage) && Number(rawPage) >= 1 ? Number(rawPage) : 1;
  return { sort, dir, limit: parseLimit(search.get('limit')), page };
}

/** The view after a click on a column header: the same column flips, another starts afresh. */
export function sortedBy(view: ProducersView, sort: ProducerSort): ProducersView {
  const dir = view.sort === sort ? (view.dir === 'asc' ? 'desc' : 'asc') : FIRST_DIR[sort];
  return { ...view, sort, dir, page: 1 };
}

/** Exact comparison of two vote figures (64-bit integers or float strings); unreadable last. */
export function compareVotes(a: string, b: string): number {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  if (!x || !y) return x ? 1 : y ? -1 : 0;
  const scale = Math.max(x.scale, y.scale);
  const xu = x.units * 10n ** BigInt(scale - x.scale);
  const yu = y.units * 10n ** BigInt(scale - y.scale);
  return xu < yu ? -1 : xu > yu ? 1 : 0;
}

export interface RankedProducer {
  rank: number;
  row: ProducerRow;
}

const byName = (a: ProducerRow, b: ProducerRow) =>
  a.owner < b.owner ? -1 : a.owner > b.owner ? 1 : 0;

/**
 * Ranks candidates as block explorers do: the producers of the active schedule first, then by
 * total votes, most first (ties by name, so the order never depends on the node's row order).
 */
export function rankProducers(
  rows: readonly ProducerRow[],
  isActive: (row: ProducerRow) => boolean,
): RankedProducer[] {
  return [...rows]
    .sort(
      (a, b) =>
        Number(isActive(b)) - Number(isActive(a)) ||
        compareVotes(b.total_votes, a.total_votes) ||
        byName(a, b),
    )
    .map((row, i) => ({ rank: i + 1, row }));
}

/** The ranked candidates in the view's order. */
export function orderProducers(
  ranked: readonly RankedProducer[],
  view: Pick<ProducersView, 'sort' | 'dir'>,
): RankedProducer[] {
  const compare = {
    rank: (a: RankedProducer, b: RankedProducer) => a.rank - b.rank,
    name: (a: RankedProducer, b: RankedProducer) => byName(a.row, b.row),
    votes: (a: RankedProducer, b: RankedProducer) =>
      compareVotes(a.row.total_votes, b.row.total_votes) || b.rank - a.rank,
  }[view.sort];
  const sign = view.dir === 'asc' ? 1 : -1;
  return [...ranked].sort((a, b) => sign * compare(a, b));
}

/** The query string of a view, leaving out what is the default. */
export function viewQuery(view: ProducersView): {
  sort?: string;
  dir?: string;
  limit?: number;
  page?: number;
} {
  return {
    ...(view.sort !== 'rank' || view.dir !== FIRST_DIR.rank
      ? { sort: view.sort, dir: view.dir }
      : {}),
    ...(view.limit !== DEFAULT_LIMIT ? { limit: view.limit } : {}),
    ...(view.page > 1 ? { page: view.page } : {}),
  };
}
