import { t } from '@lingui/core/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isNotFoundError } from '@/api/node-errors';
import { SkeletonRows } from '@/components/ui/skeleton';
import { ErrorPanel } from './error-panel';
import { InPlaceOf } from './in-place-of';
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
  /** The error's why and what to do folded (ErrorPanel's `brief`). */
  briefError?: boolean;
}

/**
 * One way to show a query: skeleton, not-found, node failure (with retry), or the data —
 * and the data stays on screen, marked stale, when a later refresh fails.
 */
export function QueryView<T>({
  query,
  what,
  children,
  skeleton,
  notFound,
  briefError,
}: QueryViewProps<T>) {
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
  const placeholder = skeleton ?? <SkeletonRows label={t`Loading ${what}…`} />;
  if (error !== null) {
    return (
      <InPlaceOf placeholder={placeholder}>
        {notFound && isNotFoundError(error) ? (
          notFound
        ) : (
          <ErrorPanel
            error={error}
            what={what}
            isRetrying={isAskingAgain(query)}
            onRetry={() => void query.refetch()}
            brief={briefError}
          />
        )}
      </InPlaceOf>
    );
  }
  return <>{placeholder}</>;
}
