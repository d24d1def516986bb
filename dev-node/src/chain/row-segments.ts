/** One component of an index key; each field type maps to numbers or to strings that sort right. */
export type KeyPart = number | string;
export type RowData = Record<string, unknown>;

export interface StoredRow {
  data: RowData;
  payer: string;
  /** The primary key as the node prints it under show_payer (uint64 decimal). */
  primary: string;
  keys: KeyPart[][];
  json?: string;
  hex?: string;
}

/**
 * Rows of one scope in the order of every index. `keyPart` reads one component of a row's key
 * without building the row, so a bound is found by binary search over compact storage (typed
 * arrays) and only the rows answered are materialised (`row`).
 */
export interface RowSegment {
  readonly size: number;
  keyPart(indexPos: number, pos: number, field: number): KeyPart | undefined;
  row(indexPos: number, pos: number): StoredRow;
}

/** Rows held as objects: one sorted array per index (small scopes and rows added live). */
export class ArraySegment implements RowSegment {
  readonly lists: StoredRow[][];

  constructor(indexCount: number) {
    this.lists = Array.from({ length: indexCount }, () => []);
  }

  get size(): number {
    return this.lists[0]?.length ?? 0;
  }

  keyPart(indexPos: number, pos: number, field: number): KeyPart | undefined {
    return this.lists[indexPos]?.[pos]?.keys[indexPos]?.[field];
  }

  row(indexPos: number, pos: number): StoredRow {
    const row = this.lists[indexPos]?.[pos];
    if (!row) throw new Error(`no row ${pos} in index ${indexPos}`);
    return row;
  }
}

/** Orders rows of any segments by their full key in one index (a table's compareRows). */
export interface RowOrder {
  compareRows(indexPos: number, a: RowSegment, aPos: number, b: RowSegment, bPos: number): number;
}
