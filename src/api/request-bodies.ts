/** The JSON bodies of the node requests that take one; undefined fields are left out. */
export const blockBody = (blockNumOrId: string | number) => ({
  block_num_or_id: String(blockNumOrId),
});

export const accountBody = (accountName: string) => ({ account_name: accountName });

export const currencyStatsBody = (code: string, symbol: string) => ({ code, symbol });

/** A page of a list: `lowerBound` is the previous answer's `more` ("" = from the start). */
export interface ListPage {
  lowerBound?: string;
  limit?: number;
}

/** Rows asked for per get_producers request when every candidate is wanted (the ranking). */
export const EVERY_PRODUCER_PAGE = 1000;

export const producersBody = (p: ListPage) =>
  withoutUndefined({ json: true, lower_bound: p.lowerBound || undefined, limit: p.limit });

export const scheduledTransactionsBody = (p: ListPage & { json?: boolean }) =>
  withoutUndefined({
    json: p.json ?? true,
    lower_bound: p.lowerBound || undefined,
    limit: p.limit,
  });

export function withoutUndefined(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}
