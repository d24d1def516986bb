import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import type { HistorySource } from '@/history/source';
import { SkeletonRows } from '@/components/ui/skeleton';
import { HistoryErrorPanel } from './history-error-panel';
import { useHistorySource } from './use-history';

/**
 * The history source of the node in use, opened (its code loaded, a service checked against the
 * node's chain) before `children` draw with it; while it opens a skeleton, and a failure explained
 * with "Try again".
 */
export function HistorySourceGate({
  rows = 6,
  children,
}: {
  /** Rows of the skeleton while the source opens. */
  rows?: number;
  children: (source: HistorySource) => ReactNode;
}) {
  const source = useHistorySource();
  if (source.isError) {
    return (
      <HistoryErrorPanel
        error={source.error}
        what={t`the history`}
        onRetry={() => void source.refetch()}
      />
    );
  }
  if (!source.data) return <SkeletonRows rows={rows} label={t`Opening the history…`} />;
  return children(source.data);
}
