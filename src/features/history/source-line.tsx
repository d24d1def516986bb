import { useQuery } from '@tanstack/react-query';
import { describeReach, type HistorySource } from '@/api/history/source';
import { useNodeClient } from '@/lib/node-store';
import { historyQueries } from '@/queries/history';

/** Which source answered and how far back it reaches, under every history view. */
export function SourceLine({ source, revision }: { source: HistorySource; revision: number }) {
  const client = useNodeClient();
  const reach = useQuery({
    ...historyQueries.reach(client, source, revision),
    placeholderData: (previous) => previous,
  });
  return (
    <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="history-source">
      Source:{' '}
      {reach.data
        ? describeReach(reach.data)
        : reach.isError
          ? source.kind === 'hyperion'
            ? `history service ${source.id} (not answering)`
            : 'this node’s blocks'
          : '…'}
    </p>
  );
}
