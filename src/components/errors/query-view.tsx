import { t } from '@lingui/core/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isNotFoundError } from '@/api/node-errors';
import { SkeletonRows } from '@/components/ui/skeleton';
import { ErrorPanel } from './error-panel';
import { StaleBanner } from './stale-banner';
import { isAskingAgain, useShownError } from './use-shown-error';

export interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  /** What is loaded, for messages ("block 42"). */
  what: string;
  children: (data: T) => ReactNode;
  skeleton?: ReactNode;
  /** Rendered when the node says the thing does not exist. */
  notFound?: ReactNode;
}

/**
 * One way to show a query: skeleton, not-found, node failure (with retry), or the data —
 * and the data stays on screen, marked stale, when a later refresh fails.
 */
export function QueryView<T>({ query, what, children, skeleton, notFound }: QueryViewProps<T>) {
  const error = useShownError(query);
  if (query.data !== undefined) {
    return (
      <>
        {query.isError ? (
          <StaleBanner
            error={query.error}
            updatedAt={query.dataUpdatedAt}
            isRetrying={query.isFetching}
          />
        ) : null}
        {children(query.data)}
      </>
    );
  }
  if (error !== null) {
    if (notFound && isNotFoundError(error)) return <>{notFound}</>;
    return (
      <ErrorPanel
        error={error}
        what={what}
        isRetrying={isAskingAgain(query)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <>{skeleton ?? <SkeletonRows label={t`Loading ${what}…`} />}</>;
}
