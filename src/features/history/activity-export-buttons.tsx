import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { HistoryAction } from '@/api/history-model';
import { retryableImport } from '@/api/retryable-import';
import { downloadFile, fileName } from '@/lib/download';
import { SMALL_BUTTON } from './styles';

/** The files are written by code that loads with the first export, not with the page. */
const loadExport = retryableImport(() => import('./activity-export'));

/** "Export CSV" and "Export JSON" of the rows loaded, named after what they list and when. */
export function ActivityExportButtons({
  rows,
  account,
  fileStem,
}: {
  rows: HistoryAction[];
  /** The account from whose side the rows are read (the CSV's direction column). */
  account: string;
  fileStem: string[];
}) {
  const [failed, setFailed] = useState(false);
  const save = (format: 'csv' | 'json') => {
    const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
    loadExport().then(
      (m) => {
        setFailed(false);
        if (format === 'csv') {
          const csv = m.activityCsv(rows, account);
          downloadFile(csv, fileName([...fileStem, stamp], 'csv'), 'text/csv;charset=utf-8');
        } else {
          const json = m.activityJson(rows);
          downloadFile(json, fileName([...fileStem, stamp], 'json'), 'application/json');
        }
      },
      () => setFailed(true),
    );
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      {failed ? (
        <span role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t`The export's code could not be downloaded. Check the connection and export again.`}
        </span>
      ) : null}
      <button
        type="button"
        className={SMALL_BUTTON}
        disabled={rows.length === 0}
        onClick={() => save('csv')}
      >
        <Trans>Export CSV</Trans>
      </button>
      <button
        type="button"
        className={SMALL_BUTTON}
        disabled={rows.length === 0}
        onClick={() => save('json')}
      >
        <Trans>Export JSON</Trans>
      </button>
    </div>
  );
}
