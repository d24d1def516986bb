import { t } from '@lingui/core/macro';
import type { HistoryAction } from '@/api/history-model';

/**
 * The activity table's column headings, in the language in use (the time's names its zone), and
 * their widths from md. The action's and the authorization's columns are as wide as two chain
 * names: the rows drawn after the first paint (ActivityTable) hold longer names than the first
 * ones, and columns sized by their content widened then and wrapped the readings of rows on
 * screen onto a second line (the page moved). The reading takes the rest.
 */
export const activityColumns = (timeHeading: string) => [
  { header: timeHeading, className: '' },
  { header: t`Block`, className: '' },
  { header: t`Transaction`, className: '' },
  { header: t`Action`, className: 'md:w-64' },
  { header: t`Authorization`, className: 'md:w-48' },
  { header: t`Reading`, className: '' },
];

/** A one-line row's height, px (rows with several authorizations or a long reading are taller). */
export const ACTIVITY_ROW_HEIGHT = 41;

/** A row's key: unique within a source's answers (the scan has no global sequence). */
export const activityRowKey = (r: HistoryAction) =>
  `${r.trxId}/${r.globalSequence ?? ''}/${r.actionOrdinal ?? r.actionIndex ?? ''}/${r.blockNum}`;
