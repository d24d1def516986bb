import { isJsonObject, type JsonObject } from '@/api/json-object';

const ASSET = /^(-?)(\d+)(?:\.(\d+))? ([A-Z]{1,7})$/;
const SYMBOL = /^(\d+),([A-Z]{1,7})$/;

/**
 * ChainDB keys an asset or symbol field by its parts (`balance._sym`), but rows hold the field as
 * a string (`"600.0000 CYBER"`), so a part is read from that string.
 */
function stringPart(value: string, part: string): unknown {
  const asset = ASSET.exec(value);
  if (asset) {
    const [, sign = '', whole = '', frac = '', sym = ''] = asset;
    if (part === '_sym') return sym;
    if (part === '_decs') return frac.length;
    if (part === '_amount') {
      const digits = `${sign}${whole}${frac}`;
      return Number.isSafeInteger(Number(digits)) ? Number(digits) : digits;
    }
  }
  const symbol = SYMBOL.exec(value);
  if (symbol) {
    if (part === '_sym') return symbol[2];
    if (part === '_decs') return Number(symbol[1]);
  }
  return undefined;
}

function read(row: JsonObject, path: string[]): unknown {
  let current: unknown = row;
  for (const segment of path) {
    if (isJsonObject(current)) current = current[segment];
    else if (typeof current === 'string') current = stringPart(current, segment);
    else return undefined;
  }
  return current;
}

function write(target: JsonObject, path: string[], value: unknown): void {
  let node = target;
  path.forEach((segment, i) => {
    if (i === path.length - 1) {
      node[segment] = value;
      return;
    }
    const child = node[segment];
    const next: JsonObject = isJsonObject(child) ? child : {};
    node[segment] = next;
    node = next;
  });
}

/** A row read with show_payer holds the row itself under `data`, beside its `payer`. */
function rowOfPayerRow(row: unknown): unknown {
  return isJsonObject(row) && typeof row['payer'] === 'string' && 'data' in row ? row['data'] : row;
}

/**
 * Turns a CyberWay row (such as get_table_rows' `next`) into a bound for the index whose order
 * fields are given (`['balance._sym']` → `{balance:{_sym:"CYBER"}}`). Without fields, or when a
 * field is missing from the row, the row is returned as is: the node then uses what it can.
 */
export function boundFromRow(row: unknown, orderFields: readonly string[]): unknown {
  const data = rowOfPayerRow(row);
  if (!isJsonObject(data) || orderFields.length === 0) return data;
  const bound: JsonObject = {};
  for (const field of orderFields) {
    const path = field.split('.');
    const value = read(data, path);
    if (value === undefined) return data;
    write(bound, path, value);
  }
  return bound;
}
