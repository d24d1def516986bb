import { Link } from 'react-router';
import { deferredTo, type DeferredView } from './deferred-url';

export interface DeferredPagerProps {
  view: DeferredView;
  /** Lower bounds of earlier pages, oldest first; null when unknown (opened by link). */
  history: string[] | null;
  /** The node's `more`: the next page's lower bound (a trx id), `""` on the last page. */
  more: string;
  label: string;
}

const LINK =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 dark:border-slate-600 dark:hover:bg-slate-800';
const DISABLED =
  'rounded-md border border-slate-200 px-3 py-1.5 text-sm text-slate-400 dark:border-slate-800 dark:text-slate-500';

/** Previous / Next through get_scheduled_transactions (`more` → `lower_bound`). */
export function DeferredPager({ view, history, more, label }: DeferredPagerProps) {
  const past = history ?? [];
  const previousLower = past.at(-1);
  const isFirst = view.lower === '';
  return (
    <nav aria-label={label} className="my-4 flex flex-wrap items-center gap-2">
      {isFirst ? (
        <span className={DISABLED} aria-disabled="true">
          Previous
        </span>
      ) : previousLower !== undefined ? (
        <Link
          className={LINK}
          to={deferredTo({ ...view, lower: previousLower })}
          state={{ lowers: past.slice(0, -1) }}
        >
          Previous
        </Link>
      ) : null}
      {!isFirst ? (
        <Link className={LINK} to={deferredTo({ ...view, lower: '' })} state={{ lowers: [] }}>
          First page
        </Link>
      ) : null}
      {more ? (
        <Link
          className={LINK}
          to={deferredTo({ ...view, lower: more })}
          state={{ lowers: [...past, view.lower] }}
        >
          Next
        </Link>
      ) : (
        <span className={DISABLED} aria-disabled="true">
          Next
        </span>
      )}
    </nav>
  );
}
