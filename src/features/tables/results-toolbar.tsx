import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { TableRows } from '@/api/node-client';
import { formatInteger } from '@/lib/format';
import type { RowItem } from './row-model';
import { BUTTON } from './styles';

export interface ResultsToolbarProps {
  /** Rows loaded so far. */
  items: readonly RowItem[];
  /** The pages they came in. */
  pages: readonly TableRows[] | undefined;
  hasNextPage: boolean;
  /** Some row came as packed hex, so decoding can be switched on. */
  hasHex: boolean;
  decodeHex: boolean;
  onToggleDecode: () => void;
  onExportCsv: () => void;
  onExportJson: () => void;
  onReload: () => void;
}

/** How many rows are loaded (announced as it grows), and what can be done with them. */
export function ResultsToolbar({
  items,
  pages,
  hasNextPage,
  hasHex,
  decodeHex,
  onToggleDecode,
  onExportCsv,
  onExportJson,
  onReload,
}: ResultsToolbarProps) {
  const shownCount = formatInteger(items.length);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p role="status" aria-live="polite" className="text-sm font-medium">
        {plural(items.length, {
          one: `${shownCount} row loaded`,
          other: `${shownCount} rows loaded`,
        })}
        {pages && pages.length > 1
          ? ' ' + plural(pages.length, { one: 'in # page', other: 'in # pages' })
          : ''}
        {' · '}
        {hasNextPage ? t`more available` : t`all rows loaded`}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {hasHex ? (
          <button
            type="button"
            className={BUTTON}
            aria-pressed={decodeHex}
            onClick={onToggleDecode}
          >
            {decodeHex ? t`Show packed hex` : t`Decode hex rows with the ABI`}
          </button>
        ) : null}
        <button type="button" className={BUTTON} onClick={onExportCsv} disabled={!items.length}>
          <Trans>Export CSV</Trans>
        </button>
        <button type="button" className={BUTTON} onClick={onExportJson} disabled={!items.length}>
          <Trans>Export JSON</Trans>
        </button>
        <button type="button" className={BUTTON} onClick={onReload}>
          <Trans>Reload</Trans>
        </button>
      </div>
    </div>
  );
}
