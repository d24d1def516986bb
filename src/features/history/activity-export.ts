import type { HistoryAction } from '@/api/history-model';
import { parseNodeTime } from '@/lib/format';
import { readAction, readingText } from './action-reading';

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

function dataText(data: HistoryAction['data']): string {
  return typeof data === 'string' ? data : JSON.stringify(data);
}

/** The rows as CSV, one line per action, CRLF line ends (RFC 4180), with a header line. */
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
      readingText(reading),
      dataText(row.data),
    ];
    lines.push(fields.map(csvField).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The rows as a JSON array, times in ISO 8601 UTC; the rest as the history model holds them. */
export function activityJson(rows: readonly HistoryAction[]): string {
  return `${JSON.stringify(
    rows.map((row) => ({ ...row, timestamp: isoUtc(row.timestamp) })),
    null,
    2,
  )}\n`;
}
