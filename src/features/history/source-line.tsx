import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { HistorySource } from '@/history/source';
import { describeReach } from './describe-reach';
import { useNodeClient } from '@/lib/node-store';
import { historyQueries } from '@/queries/history';

/** Which source answered and how far back it reaches, under every history view. */
export function SourceLine({ source, revision }: { source: HistorySource; revision: number }) {
  const client = useNodeClient();
  const reach = useQuery({
    ...historyQueries.reach(client, source, revision),
    placeholderData: (previous) => previous,
  });
  const service = source.id;
  const described = reach.data
    ? describeReach(reach.data)
    : reach.isError
      ? source.kind === 'hyperion'
        ? t`history service ${service} (not answering)`
        : t`this node’s blocks`
      : '…';
  return (
    <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="history-source">
      <Trans>Source: {described}</Trans>
    </p>
  );
}
