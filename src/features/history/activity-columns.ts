import { t } from '@lingui/core/macro';
import type { HistoryAction } from '@/api/history-model';

/** The activity table's column headings, in the language in use (the time's names its zone). */
export const activityColumns = (timeHeading: string) => [
  timeHeading,
  t`Block`,
  t`Transaction`,
  t`Action`,
  t`Authorization`,
  t`Reading`,
];

/** A one-line row's height, px (rows with several authorizations or a long reading are taller). */
export const ACTIVITY_ROW_HEIGHT = 41;

/** A row's key: unique within a source's answers (the scan has no global sequence). */
export const activityRowKey = (r: HistoryAction) =>
  `${r.trxId}/${r.globalSequence ?? ''}/${r.actionOrdinal ?? r.actionIndex ?? ''}/${r.blockNum}`;
