import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { forgetHistorySources } from '@/history/sources';
import { ErrorPanel } from '@/components/errors/error-panel';
import { formatBytes } from '@/lib/format';
import { BUTTON } from './styles';

export interface KeptHistoryProps {
  /** After the kept history is deleted: answers read from it are stale. */
  onCleared: () => void;
}

/** What the block scan keeps in this browser (IndexedDB), and a way to delete it. */
export function KeptHistory({ onCleared }: KeptHistoryProps) {
  const usage = useQuery({
    queryKey: ['browser', 'history-storage'],
    queryFn: async () => (await import('@/history/block-scan/scan-store')).historyStorageUsage(),
    staleTime: 0,
  });
  const clear = useMutation({
    mutationFn: async () => {
      await forgetHistorySources();
      await (await import('@/history/block-scan/scan-store')).clearHistoryStorage();
    },
    onSuccess: () => {
      onCleared();
      void usage.refetch();
    },
  });
  const chains = usage.data ?? [];
  const bytes = chains.reduce((sum, c) => sum + c.approxBytes, 0);
  const rows = chains.reduce((sum, c) => sum + c.rows, 0);
  const size = formatBytes(bytes);
  return (
    <div className="mt-6" aria-label={t`History kept in this browser`} role="group">
      <h3 className="text-base font-semibold">
        <Trans>Kept in this browser</Trans>
      </h3>
      {usage.isError ? (
        <ErrorPanel error={usage.error} what={t`the space used by history`} />
      ) : (
        <p className="mt-1 text-sm" data-testid="history-storage">
          {usage.data === undefined
            ? t`Measuring…`
            : chains.length === 0
              ? t`Nothing: no blocks have been read in this browser.`
              : t`About ${size}: ${plural(rows, { one: `# action`, other: `# actions` })} from ${plural(chains.length, { one: `# chain`, other: `# chains` })}.`}
        </p>
      )}
      <button
        type="button"
        className={`mt-2 ${BUTTON}`}
        disabled={clear.isPending || chains.length === 0}
        onClick={() => clear.mutate()}
      >
        {clear.isPending ? t`Clearing…` : t`Clear kept history`}
      </button>
      {clear.isSuccess ? (
        <p role="status" className="mt-2 text-sm">
          <Trans>Kept history cleared.</Trans>
        </p>
      ) : null}
    </div>
  );
}
