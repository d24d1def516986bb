import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { RequestFilter } from './request-filter';
import { BUTTON } from './styles';

export interface RequestToolbarProps {
  filter: RequestFilter;
  onFilter: (filter: RequestFilter) => void;
  paused: boolean;
  onPause: (paused: boolean) => void;
  /** Requests the filter would list that came since the list was paused. */
  unseen: number;
}

/** Above the request list: a text filter, the head poll hidden or not, and pause or follow. */
export function RequestToolbar({ filter, onFilter, paused, onPause, unseen }: RequestToolbarProps) {
  const inputId = useId();
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      <span className="flex items-center gap-2">
        <label htmlFor={inputId}>
          <Trans>Filter requests</Trans>
        </label>
        <input
          id={inputId}
          type="search"
          value={filter.text}
          onChange={(e) => onFilter({ ...filter, text: e.target.value })}
          placeholder={t`endpoint, body or status`}
          className="w-56 rounded-md border border-slate-300 bg-white px-2 py-1 font-mono text-xs dark:border-slate-600 dark:bg-slate-900"
        />
      </span>
      <label className="flex items-center gap-1">
        <input
          type="checkbox"
          checked={filter.hidePolling}
          onChange={(e) => onFilter({ ...filter, hidePolling: e.target.checked })}
        />
        <Trans>Hide get_info polling</Trans>
      </label>
      <button type="button" className={BUTTON} onClick={() => onPause(!paused)}>
        {paused ? t`Follow new requests` : t`Pause`}
      </button>
      {/* Always in the page, so screen readers hear the count when it changes. */}
      <p role="status" className="text-slate-600 dark:text-slate-300">
        {paused
          ? plural(unseen, {
              one: '# new request not shown.',
              other: '# new requests not shown.',
            })
          : null}
      </p>
    </div>
  );
}
