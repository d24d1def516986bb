import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { HistorySource } from '@/history/source';
import { describeReach } from './describe-reach';
import { useNodeClient } from '@/lib/node-store';
import { historyQueries } from '@/queries/history';

/**
 * Which source answered and how far back it reaches, under every history view. `rowsUpTo`: the
 * newest block of the rows shown with it.
 */
export function SourceLine({
  source,
  revision,
  rowsUpTo,
}: {
  source: HistorySource;
  revision: number;
  rowsUpTo?: number | undefined;
}) {
  const client = useNodeClient();
  const reach = useQuery({
    ...historyQueries.reach(client, source, revision),
    placeholderData: (previous) => previous,
  });
  // Rows newer than the reach (asked after it, for another account or filter): the reach is
  // asked again, and until it comes the line says no less than the rows do.
  const indexed = reach.data?.kind === 'hyperion' ? reach.data.lastIndexedBlock : undefined;
  const isBehind = indexed !== undefined && rowsUpTo !== undefined && indexed < rowsUpTo;
  const { refetch } = reach;
  useEffect(() => {
    if (isBehind) void refetch();
  }, [isBehind, refetch]);
  const service = source.id;
  const described = reach.data
    ? describeReach(reach.data, rowsUpTo)
    : reach.isError
      ? source.kind === 'hyperion'
        ? t`history service ${service} (not answering)`
        : t`this node’s blocks`
      : '…';
  return (
    // On a phone the line has a row of its own, two lines high: the service's name and reach
    // arrive after the "…" and took a second line, pushing the export buttons and the rows down.
    <p
      className="text-sm text-slate-600 max-sm:min-h-10 max-sm:basis-full dark:text-slate-300"
      data-testid="history-source"
    >
      <Trans>Source: {described}</Trans>
    </p>
  );
}
