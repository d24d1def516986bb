import { t } from '@lingui/core/macro';
import { BUTTON } from './styles';

export interface LoadMoreFooterProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
}

/** Under the rows: a button for the next page, and whether the node has more. */
export function LoadMoreFooter({
  hasNextPage,
  isFetchingNextPage,
  onLoadMore,
}: LoadMoreFooterProps) {
  const endText = isFetchingNextPage
    ? t`Loading more rows…`
    : hasNextPage
      ? t`More rows follow.`
      : t`End of the rows: the node has no more within these bounds.`;
  return (
    <div className="flex flex-wrap items-center gap-3">
      {hasNextPage ? (
        <button type="button" className={BUTTON} disabled={isFetchingNextPage} onClick={onLoadMore}>
          {isFetchingNextPage ? t`Loading…` : t`Load more`}
        </button>
      ) : null}
      <span className="text-sm text-slate-600 dark:text-slate-300">{endText}</span>
    </div>
  );
}
