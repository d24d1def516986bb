import { msg } from '@lingui/core/macro';
import type { HistoryAction } from '@/api/history/model';

/** The activity table's column headings, translated where drawn. */
export const ACTIVITY_COLUMNS = [
  msg`Time`,
  msg`Block`,
  msg`Transaction`,
  msg`Action`,
  msg`Authorization`,
  msg`Reading`,
];

/** A row's key: unique within a source's answers (the scan has no global sequence). */
export const activityRowKey = (r: HistoryAction) =>
  `${r.trxId}/${r.globalSequence ?? ''}/${r.actionOrdinal ?? r.actionIndex ?? ''}/${r.blockNum}`;
