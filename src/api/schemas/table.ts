import { z } from '@/api/zod';
import { jsonObject, name } from './common';

/** A row: a JSON object, or a hex string when an EOSIO node was asked with json:false. */
export const tableRowSchema = z.union([jsonObject, z.string()]);
export type TableRow = z.infer<typeof tableRowSchema>;

/** A row returned with show_payer: the row under `data`, plus who pays its RAM. */
export const payerRowSchema = z.object({
  data: tableRowSchema,
  payer: name,
  /** CyberWay only. */
  scope: z.optional(z.string()),
  /** CyberWay only: primary key as a string. */
  primary: z.optional(z.string()),
  /** CyberWay only. */
  size: z.optional(z.number()),
  /** CyberWay only. */
  in_ram: z.optional(z.boolean()),
});
export type PayerRow = z.infer<typeof payerRowSchema>;

export interface TableRows {
  rows: TableRow[];
  /** More rows follow (the limit or the node's time budget stopped the listing). */
  more: boolean;
  /**
   * Where the next page starts, or null: CyberWay's `next` (the first row not returned, as an
   * object) or EOSIO's `next_key` (a string). Pass it back as `lowerBound`.
   */
  next: unknown;
}

/** get_table_rows: CyberWay `{rows, more, next}` or EOSIO `{rows, more, next_key}`. */
export const getTableRowsSchema = z.pipe(
  z.object({
    rows: z.array(tableRowSchema),
    more: z._default(z.union([z.boolean(), z.string()]), false),
    next: z.optional(z.unknown()),
    next_key: z.optional(z.string()),
  }),
  z.transform(({ rows, more, next, next_key }): TableRows => {
    const hasMore = typeof more === 'string' ? more !== '' : more;
    const cursor = next ?? (next_key ? next_key : null);
    return { rows, more: hasMore, next: hasMore ? cursor : null };
  }),
);

/** get_table_by_scope (always empty on CyberWay); not used by the explorer, kept for the fixtures. */
export const getTableByScopeSchema = z.object({
  rows: z.array(
    z.object({ code: name, scope: z.string(), table: name, payer: name, count: z.number() }),
  ),
  more: z._default(z.string(), ''),
});
