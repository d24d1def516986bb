import { t } from '@lingui/core/macro';
import type { JsonObject } from '@/api/node-client';
import { isJsonObject } from '@/api/json-object';
import type { DecodeOutcome } from './row-decoder';
import type { RowDecoderState } from './use-row-decoder';

/** What show_payer adds around a row (CyberWay adds scope, primary, size and in_ram). */
export const PAYER_FIELDS = ['payer', 'scope', 'primary', 'size', 'in_ram'] as const;
export type PayerField = (typeof PAYER_FIELDS)[number];

export interface RowItem {
  /** 1-based position in the listing. */
  n: number;
  /** The row exactly as the node sent it. */
  raw: unknown;
  /** The row's fields when the node sent JSON. */
  data: JsonObject | null;
  /** The packed row when the node sent hex (json: false). */
  hex: string | null;
  /** show_payer's fields, when asked for. */
  meta: Partial<Record<PayerField, unknown>> | null;
}

function isWrapped(row: JsonObject): boolean {
  return 'data' in row && 'payer' in row;
}

/** Turns a page of rows into items numbered from `start` (1-based). */
export function toRowItems(rows: readonly unknown[], start: number, showPayer: boolean): RowItem[] {
  return rows.map((raw, i) => {
    let inner: unknown = raw;
    let meta: RowItem['meta'] = null;
    if (showPayer && isJsonObject(raw) && isWrapped(raw)) {
      inner = raw['data'];
      meta = {};
      for (const f of PAYER_FIELDS) if (f in raw) meta[f] = raw[f];
    }
    return {
      n: start + i,
      raw,
      data: isJsonObject(inner) ? inner : null,
      hex: typeof inner === 'string' ? inner : null,
      meta,
    };
  });
}

/** The ABI's columns, then any field the node sent that the ABI does not name (first rows only). */
export function dataColumns(abiColumns: readonly string[], items: readonly RowItem[]): string[] {
  const out = [...abiColumns];
  const known = new Set(out);
  for (const item of items.slice(0, 200)) {
    if (!item.data) continue;
    for (const k of Object.keys(item.data)) {
      if (!known.has(k)) {
        known.add(k);
        out.push(k);
      }
    }
  }
  return out;
}

/** A column of the loaded rows, shown in the grid and written to the CSV export alike. */
export interface ResultColumn {
  key: string;
  header: string;
  value: (item: RowItem) => unknown;
  mono?: boolean;
  numeric?: boolean;
}

/** A packed row decoded, once the decoder is ready; null for a JSON row or before then. */
export function decodedRow(item: RowItem, decoder: RowDecoderState): DecodeOutcome | null {
  return item.hex !== null && decoder.status === 'ready' ? decoder.decode(item.hex) : null;
}

export interface ResultColumnsInput {
  abiColumns: readonly string[];
  items: readonly RowItem[];
  /** Some row came as packed hex (json: false). */
  hasHex: boolean;
  /** The person asked to decode hex rows with the ABI. */
  decodeHex: boolean;
  decoder: RowDecoderState;
  showPayer: boolean;
}

/**
 * The columns: the row number; the row's fields (JSON, or hex decoded); the packed hex while it
 * is not decoded; the decoding's outcome; show_payer's fields that some row has.
 */
export function resultColumns({
  abiColumns,
  items,
  hasHex,
  decodeHex,
  decoder,
  showPayer,
}: ResultColumnsInput): ResultColumn[] {
  const decoded = (item: RowItem) => decodedRow(item, decoder);
  const cols: ResultColumn[] = [{ key: '#', header: '#', value: (i) => i.n, numeric: true }];
  const fields = dataColumns(abiColumns, items);
  const showFields = items.some((i) => i.data) || (hasHex && decodeHex);
  if (showFields) {
    for (const f of fields) {
      cols.push({
        key: `f:${f}`,
        header: f,
        value: (i) => {
          if (i.data) return i.data[f];
          const d = decoded(i);
          return d?.ok ? d.value[f] : undefined;
        },
      });
    }
  }
  if (hasHex && (!decodeHex || decoder.status !== 'ready')) {
    cols.push({ key: 'hex', header: t`packed row (hex)`, value: (i) => i.hex ?? '', mono: true });
  }
  if (hasHex && decodeHex && decoder.status === 'ready') {
    cols.push({
      key: 'decode',
      header: t`decoded`,
      value: (i) => {
        const d = decoded(i);
        return d === null ? '' : d.ok ? t`ok` : t`failed: ${d.message}`;
      },
    });
  }
  if (showPayer) {
    for (const f of PAYER_FIELDS) {
      if (items.some((i) => i.meta && f in i.meta)) {
        cols.push({ key: `p:${f}`, header: f, value: (i) => i.meta?.[f] });
      }
    }
  }
  return cols;
}

/** A value as one readable line: nested objects as `{a: 1, b: x}`, arrays as `[…]`. */
export function cellText(value: unknown): string {
  if (value === undefined) return '';
  if (value === null) return 'null';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value);
  }
  if (Array.isArray(value)) return `[${value.map(cellText).join(', ')}]`;
  if (isJsonObject(value)) {
    return `{${Object.entries(value)
      .map(([k, v]) => `${k}: ${cellText(v)}`)
      .join(', ')}}`;
  }
  return JSON.stringify(value) ?? '';
}

const NUMBER_TEXT = /^[-+]?\d+(\.\d+)?$/;

/**
 * One CSV cell. Nested values are written as JSON. Text that a spreadsheet would run as a
 * formula (starting with = + - @ or a tab/CR, and not a plain number) is prefixed with `'`.
 */
export function csvCell(value: unknown): string {
  let text: string;
  if (value === undefined || value === null) text = '';
  else if (typeof value === 'string') text = value;
  else if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    text = String(value);
  } else text = JSON.stringify(value) ?? '';
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !NUMBER_TEXT.test(text)) {
    text = `'${text}`;
  }
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [header.map(csvCell).join(',')];
  for (const r of rows) lines.push(r.map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
