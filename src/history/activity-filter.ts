import type { HistoryAction } from '@/api/history-model';

/** Filters of an account's activity, as both sources understand them. */
export interface ActivityFilter {
  /** Only actions of this contract. */
  contract?: string | undefined;
  /** Only actions of this name. */
  action?: string | undefined;
  /** `out`: the account authorised it; `in`: it took part without authorising it. */
  direction?: 'in' | 'out' | undefined;
  /** Only at or after this time (node form, UTC). */
  after?: string | undefined;
  /** Only at or before this time (node form, UTC). */
  before?: string | undefined;
  /** Only actions moving this token: a `quantity` of this symbol code (`CYBER`). */
  symbol?: string | undefined;
}

/** The symbol code of an asset string (`"1.0000 CYBER"` → `CYBER`), or undefined. */
function symbolOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const space = value.lastIndexOf(' ');
  return space > 0 ? value.slice(space + 1) : undefined;
}

/** Whether a row passes the filters, for `account`. */
export function matchesActivityFilter(
  row: HistoryAction,
  account: string,
  f: ActivityFilter,
): boolean {
  if (f.contract && row.contract !== f.contract) return false;
  if (f.action && row.action !== f.action) return false;
  if (f.after && row.timestamp < f.after) return false;
  if (f.before && row.timestamp > f.before) return false;
  if (f.symbol) {
    const data = row.data;
    if (typeof data === 'string' || symbolOf(data['quantity']) !== f.symbol) return false;
  }
  if (f.direction) {
    const authorised = row.authorization.some((a) => a.actor === account);
    if ((f.direction === 'out') !== authorised) return false;
  }
  return true;
}
