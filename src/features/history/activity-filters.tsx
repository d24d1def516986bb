import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { problemText, type ActivityUrlState } from './activity-url';

const FIELD =
  'mt-1 w-36 rounded-md border border-slate-300 bg-white px-2 py-1 dark:border-slate-600 dark:bg-slate-900';
const BUTTON =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 dark:border-slate-600 dark:hover:bg-slate-800';

export type ActivityFilterValues = ActivityUrlState['values'];

/** The activity filters; applying them changes the URL (so a filtered view is a link). */
export function ActivityFilters({
  values,
  problems,
  onApply,
}: {
  values: ActivityFilterValues;
  problems: ActivityUrlState['problems'];
  onApply: (next: ActivityFilterValues) => void;
}) {
  const [draft, setDraft] = useState(values);
  // A new URL (back button, a deep link) puts its values in the form.
  const [shown, setShown] = useState(values);
  if (shown !== values) {
    setShown(values);
    setDraft(values);
  }
  const set = (key: keyof ActivityFilterValues) => (value: string) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };
  const empty = { contract: '', action: '', dir: '', from: '', to: '' };
  return (
    <form
      onSubmit={onSubmit}
      aria-label={t`Activity filters`}
      className="mb-4 flex flex-wrap items-end gap-3 text-sm"
    >
      <label>
        <span className="block font-medium">
          <Trans>Contract</Trans>
        </span>
        <input
          value={draft.contract}
          onChange={(e) => set('contract')(e.target.value)}
          placeholder={t`any`}
          className={FIELD}
        />
      </label>
      <label>
        <span className="block font-medium">
          <Trans>Action</Trans>
        </span>
        <input
          value={draft.action}
          onChange={(e) => set('action')(e.target.value)}
          placeholder={t`any`}
          className={FIELD}
        />
      </label>
      <label>
        <span className="block font-medium">
          <Trans>Direction</Trans>
        </span>
        <select value={draft.dir} onChange={(e) => set('dir')(e.target.value)} className={FIELD}>
          <option value="">{t`Both`}</option>
          <option value="out">{t`Out (authorised by it)`}</option>
          <option value="in">{t`In (received)`}</option>
        </select>
      </label>
      <label>
        <span className="block font-medium">
          <Trans>From (UTC)</Trans>
        </span>
        <input
          type="date"
          value={draft.from}
          onChange={(e) => set('from')(e.target.value)}
          className={FIELD}
        />
      </label>
      <label>
        <span className="block font-medium">
          <Trans>To (UTC)</Trans>
        </span>
        <input
          type="date"
          value={draft.to}
          onChange={(e) => set('to')(e.target.value)}
          className={FIELD}
        />
      </label>
      <button type="submit" className={BUTTON}>
        <Trans>Apply filters</Trans>
      </button>
      <button
        type="button"
        className={BUTTON}
        onClick={() => {
          setDraft(empty);
          onApply(empty);
        }}
      >
        <Trans>Clear</Trans>
      </button>
      {problems.length > 0 ? (
        <ul role="alert" className="w-full text-red-800 dark:text-red-300">
          {problems.map(problemText).map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}
