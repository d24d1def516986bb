import { downloadFile, fileName } from '@/lib/download';
import type { DecodeOutcome } from './row-decoder';
import { toCsv, type ResultColumn, type RowItem } from './row-model';

/** The loaded rows as a CSV file of the columns shown; `base` names the file. */
export function downloadRowsCsv(
  columns: readonly ResultColumn[],
  items: readonly RowItem[],
  base: readonly string[],
) {
  downloadFile(
    toCsv(
      columns.map((c) => c.header),
      items.map((i) => columns.map((c) => c.value(i))),
    ),
    fileName(base, 'csv'),
    'text/csv;charset=utf-8',
  );
}

/**
 * The loaded rows as a JSON file, each as the node sent it, or with its hex decoded when
 * `decoded` gives an outcome for it.
 */
export function downloadRowsJson(
  items: readonly RowItem[],
  decoded: (item: RowItem) => DecodeOutcome | null,
  base: readonly string[],
) {
  const rows = items.map((i) => {
    const d = decoded(i);
    return d?.ok ? { hex: i.hex, decoded: d.value, ...(i.meta ?? {}) } : i.raw;
  });
  downloadFile(`${JSON.stringify(rows, null, 2)}\n`, fileName(base, 'json'), 'application/json');
}
