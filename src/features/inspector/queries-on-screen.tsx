import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { formatInteger } from '@/lib/format';

/**
 * React Query's side: the answers the page shows now and when each was fetched. One fetched before the
 * page opened was shown from memory, with no request of its own in the list above.
 */
export function QueriesOnScreen() {
  const queryClient = useQueryClient();
  const queries = queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.getObserversCount() > 0 && q.state.dataUpdatedAt > 0);
  return (
    <details className="mt-4 rounded-lg border border-slate-200 dark:border-slate-700">
      <summary className="cursor-pointer px-4 py-2 text-sm font-medium">
        <Trans>Answers on screen from React Query’s memory ({formatInteger(queries.length)})</Trans>
      </summary>
      <ul className="px-4 py-2 font-mono text-xs break-all">
        {queries.map((q) => (
          <li key={q.queryHash}>
            {/* The first key part is the node's URL, the same for all. */}
            {JSON.stringify(q.queryKey.slice(1))}:{' '}
            <Trans>
              fetched at {new Date(q.state.dataUpdatedAt).toISOString().slice(11, 19)} UTC
            </Trans>
            {q.state.fetchStatus === 'fetching' ? t`, asking again now` : ''}
          </li>
        ))}
      </ul>
    </details>
  );
}
