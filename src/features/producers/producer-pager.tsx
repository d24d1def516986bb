import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { PAGE_LIMITS } from './paging-state';
import { viewQuery, type ProducersView } from './producer-order';

export interface ProducerPagerProps {
  view: ProducersView;
  /** Pages in all at this many rows per page (at least 1). */
  pageCount: number;
  /** Accessible name of this navigation (top and bottom pagers need different ones). */
  label?: string;
  /** Show the rows-per-page choice. */
  showLimit?: boolean;
}

const LINK =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 dark:border-slate-600 dark:hover:bg-slate-800';
const DISABLED =
  'rounded-md border border-slate-200 px-3 py-1.5 text-sm text-slate-400 dark:border-slate-800 dark:text-slate-500';

/** Previous / Next through the ranked candidates, in the order chosen, with rows per page. */
export function ProducerPager({ view, pageCount, label, showLimit = true }: ProducerPagerProps) {
  const navigate = useNavigate();
  const limitId = useId();
  const to = (page: number) => paths.producers(viewQuery({ ...view, page }));
  return (
    <nav aria-label={label ?? t`Producer pages`} className="my-4 flex flex-wrap items-center gap-2">
      {view.page > 1 ? (
        <Link className={LINK} to={to(Math.min(view.page, pageCount) - 1)}>
          <Trans>Previous</Trans>
        </Link>
      ) : (
        <span className={DISABLED} aria-disabled="true">
          <Trans>Previous</Trans>
        </span>
      )}
      <span className="text-sm">
        <Trans>
          Page {Math.min(view.page, pageCount)} of {pageCount}
        </Trans>
      </span>
      {view.page < pageCount ? (
        <Link className={LINK} to={to(view.page + 1)}>
          <Trans>Next</Trans>
        </Link>
      ) : (
        <span className={DISABLED} aria-disabled="true">
          <Trans>Next</Trans>
        </span>
      )}
      {showLimit ? (
        <>
          <label htmlFor={limitId} className="ml-auto text-sm">
            <Trans>Rows per page</Trans>
          </label>
          <select
            id={limitId}
            value={view.limit}
            onChange={(e) =>
              void navigate(
                paths.producers(viewQuery({ ...view, limit: Number(e.target.value), page: 1 })),
              )
            }
            className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-600 dark:bg-slate-900"
          >
            {(PAGE_LIMITS.some((l) => l === view.limit)
              ? [...PAGE_LIMITS]
              : [...PAGE_LIMITS, view.limit].sort((a, b) => a - b)
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
