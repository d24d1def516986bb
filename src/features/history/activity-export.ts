import type { HistoryAction } from '@/api/history-model';
import { isJsonObject } from '@/api/json-object';
import { parseAsset, parseNodeTime } from '@/lib/format';
import { readAction, readingText } from '@/lib/action-reading';

/** ISO 8601 in UTC ending in Z ("2024-01-11T23:17:15.000Z"); the raw text when it does not parse. */
export function isoUtc(nodeTime: string): string {
  return parseNodeTime(nodeTime)?.toISOString() ?? nodeTime;
}

const CSV_COLUMNS = [
  'time',
  'block',
  'transaction',
  'contract',
  'action',
  'authorization',
  'direction',
  'from',
  'to',
  'amount',
  'symbol',
  'memo',
  'reading',
  'data',
] as const;

/**
 * One CSV field (RFC 4180: quoted when it holds a comma, quote or line break; quotes doubled).
 * A value a spreadsheet would run as a formula (starting with = + - @, tab or CR) gets a leading
 * apostrophe, so an action's memo can never execute in the reader's spreadsheet.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * A transfer's from, to, amount, symbol and memo, each a column of its own, so a spreadsheet can
 * sum and filter them; empty for any other action.
 */
function transferFields(row: HistoryAction): string[] {
  const d = row.data;
  if (row.action !== 'transfer' || !isJsonObject(d)) return ['', '', '', '', ''];
  const text = (key: string) => {
    const v = d[key];
    return typeof v === 'string' ? v : '';
  };
  const quantity = text('quantity') || text('amount');
  const asset = parseAsset(quantity);
  return [text('from'), text('to'), asset?.amount ?? quantity, asset?.symbol ?? '', text('memo')];
}

function dataText(data: HistoryAction['data']): string {
  return typeof data === 'string' ? data : JSON.stringify(data);
}

/**
 * The rows as CSV, one line per action, CRLF line ends (RFC 4180), with a header line. It starts
 * with a byte order mark: without one, Excel reads the file in the system's legacy code page and
 * turns Cyrillic and emoji in memos into mojibake.
 */
export function activityCsv(rows: readonly HistoryAction[], viewer: string): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const row of rows) {
    const reading = readAction(row, viewer);
    const fields = [
      isoUtc(row.timestamp),
      String(row.blockNum),
      row.trxId,
      row.contract,
      row.action,
      row.authorization.map((a) => `${a.actor}@${a.permission}`).join(' '),
      reading.direction ?? '',
      ...transferFields(row),
      readingText(reading),
      dataText(row.data),
    ];
    lines.push(fields.map(csvField).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The rows as a JSON array, times in ISO 8601 UTC; the rest as the history model holds them. */
export function activityJson(rows: readonly HistoryAction[]): string {
  return `${JSON.stringify(
    rows.map((row) => ({ ...row, timestamp: isoUtc(row.timestamp) })),
    null,
    2,
  )}\n`;
}
