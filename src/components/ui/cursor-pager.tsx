import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import type { PagingState } from '@/lib/lower-bound-history';

export interface CursorPagerProps {
  /** Lower bound of this page (`""` = the first page). */
  lower: string;
  /** Lower bounds of the pages before this one, oldest first; null when unknown (opened by link). */
  history: string[] | null;
  /** The node's `more`: the next page's lower bound, `""` on the last page. */
  more: string;
  /** Accessible name of this navigation (top and bottom pagers need different ones). */
  label: string;
  /** The URL of the page starting at a lower bound (`""` = the first page). */
  pageTo: (lower: string) => To;
  /** More controls at the end of the bar (e.g. rows per page). */
  children?: ReactNode;
}

const LINK =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 dark:border-slate-600 dark:hover:bg-slate-800';
const DISABLED =
  'rounded-md border border-slate-200 px-3 py-1.5 text-sm text-slate-400 dark:border-slate-800 dark:text-slate-500';

/**
 * Previous / First page / Next through a list the node pages with `more`: Next passes `more` as
 * the lower bound, and the bounds already visited travel in navigation state for Previous. A page
 * opened by link has no history, so it offers First page instead of Previous.
 */
export function CursorPager({ lower, history, more, label, pageTo, children }: CursorPagerProps) {
  const past = history ?? [];
  const previousLower = past.at(-1);
  const isFirst = lower === '';
  return (
    <nav aria-label={label} className="my-4 flex flex-wrap items-center gap-2">
      {isFirst ? (
        <span className={DISABLED} aria-disabled="true">
          <Trans>Previous</Trans>
        </span>
      ) : previousLower !== undefined ? (
        <Link
          className={LINK}
          to={pageTo(previousLower)}
          state={{ lowers: past.slice(0, -1) } satisfies PagingState}
        >
          <Trans>Previous</Trans>
        </Link>
      ) : null}
      {!isFirst ? (
        <Link className={LINK} to={pageTo('')} state={{ lowers: [] } satisfies PagingState}>
          <Trans>First page</Trans>
        </Link>
      ) : null}
      {more ? (
        <Link
          className={LINK}
          to={pageTo(more)}
          state={{ lowers: [...past, lower] } satisfies PagingState}
        >
          <Trans>Next</Trans>
        </Link>
      ) : (
        <span className={DISABLED} aria-disabled="true">
          <Trans>Next</Trans>
        </span>
      )}
      {children}
    </nav>
  );
}
