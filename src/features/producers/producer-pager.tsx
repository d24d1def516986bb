import { useId } from 'react';
import { useNavigate } from 'react-router';
import { CursorPager } from '@/components/ui/cursor-pager';
import type { PagingState } from '@/lib/lower-bound-history';
import { paths } from '@/lib/paths';
import { PAGE_LIMITS } from './paging-state';

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

/** Previous / Next through get_producers, with the rows-per-page choice. */
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
  return (
    <CursorPager
      lower={lower}
      history={history}
      more={more}
      label={label}
      pageTo={(l) => paths.producers({ lower: l, limit })}
    >
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
    </CursorPager>
  );
}
