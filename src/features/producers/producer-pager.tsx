import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { PAGE_LIMITS, type PagingState } from './paging-state';

export interface ProducerPagerProps {
  /** Lower bound of this page (`""` = the first page). */
  lower: string;
  limit: number;
  /** Lower bounds of the pages before this one, oldest first; null when unknown (opened by link). */
  history: string[] | null;
  /** The node's `more`: the next page's lower bound, `""` when this is the last page. */
  more: string;
  /** Accessible name of this navigation (top and bottom pagers need different ones). */
  label?: string;
  /** Show the rows-per-page choice. */
  showLimit?: boolean;
}

const LINK =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 dark:border-slate-600 dark:hover:bg-slate-800';
const DISABLED =
  'rounded-md border border-slate-200 px-3 py-1.5 text-sm text-slate-400 dark:border-slate-800 dark:text-slate-500';

/**
 * Previous / Next through get_producers: Next passes the node's `more` as the lower bound; the
 * bounds already visited travel in navigation state, so Previous needs no reverse query.
 */
export function ProducerPager({
  lower,
  limit,
  history,
  more,
  label = 'Producer pages',
  showLimit = true,
}: ProducerPagerProps) {
  const navigate = useNavigate();
  const limitId = useId();
  const past = history ?? [];
  const previousLower = past.at(-1);
  const isFirst = lower === '';
  const limitQuery = (l: string) => paths.producers({ lower: l, limit });

  return (
    <nav aria-label={label} className="my-4 flex flex-wrap items-center gap-2">
      {isFirst ? (
        <span className={DISABLED} aria-disabled="true">
          Previous
        </span>
      ) : previousLower !== undefined ? (
        <Link
          className={LINK}
          to={limitQuery(previousLower)}
          state={{ lowers: past.slice(0, -1) } satisfies PagingState}
        >
          Previous
        </Link>
      ) : null}
      {!isFirst ? (
        <Link className={LINK} to={paths.producers({ limit })} state={{ lowers: [] }}>
          First page
        </Link>
      ) : null}
      {more ? (
        <Link
          className={LINK}
          to={limitQuery(more)}
          state={{ lowers: [...past, lower] } satisfies PagingState}
        >
          Next
        </Link>
      ) : (
        <span className={DISABLED} aria-disabled="true">
          Next
        </span>
      )}
      {showLimit ? (
        <>
          <label htmlFor={limitId} className="ml-auto text-sm">
            Rows per page
          </label>
          <select
            id={limitId}
            value={limit}
            onChange={(e) =>
              void navigate(paths.producers({ limit: Number(e.target.value) }), {
                state: { lowers: [] } satisfies PagingState,
              })
            }
            className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-600 dark:bg-slate-900"
          >
            {(PAGE_LIMITS.some((l) => l === limit)
              ? [...PAGE_LIMITS]
              : [...PAGE_LIMITS, limit].sort((a, b) => a - b)
            ).map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        </>
      ) : null}
    </nav>
  );
}
