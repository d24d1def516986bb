import type { HistoryAction } from '@/api/history/model';

export const ACTIVITY_COLUMNS = [
  'Time',
  'Block',
  'Transaction',
  'Action',
  'Authorization',
  'Reading',
] as const;

/** A row's key: unique within a source's answers (the scan has no global sequence). */
export const activityRowKey = (r: HistoryAction) =>
  `${r.trxId}/${r.globalSequence ?? ''}/${r.actionOrdinal ?? r.actionIndex ?? ''}/${r.blockNum}`;
