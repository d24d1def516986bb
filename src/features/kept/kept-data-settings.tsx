import { useMutation, useQuery } from '@tanstack/react-query';
import { ErrorPanel } from '@/components/errors/error-panel';
import { Section } from '@/components/ui/section';
import { formatBytes, formatInteger } from '@/lib/format';

const BUTTON =
  'rounded-md border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-100 disabled:opacity-60 dark:border-slate-600 dark:hover:bg-slate-800';

const keptBlocks = () => import('@/api/kept/kept-blocks');

/**
 * The blocks this browser keeps (api/kept: irreversible only, up to 50 MB, least recently used
 * dropped first), beside the history the block scan keeps, and a way to delete them.
 */
export function KeptDataSettings() {
  const usage = useQuery({
    queryKey: ['browser', 'kept-storage'],
    queryFn: async () => (await keptBlocks()).keptUsage(),
    staleTime: 0,
  });
  const clear = useMutation({
    mutationFn: async () => (await keptBlocks()).clearKept(),
    onSuccess: () => void usage.refetch(),
  });
  const entries = usage.data?.entries ?? 0;
  return (
    <Section title="Blocks kept in this browser">
      <div role="group" aria-label="Blocks kept in this browser">
        <p className="max-w-3xl text-sm text-slate-700 dark:text-slate-300">
          Irreversible blocks can never change: once read, they are kept here (up to 50 MB, the
          least recently opened dropped first) and open again without asking the node, offline too.
        </p>
        {usage.isError ? (
          <ErrorPanel error={usage.error} what="the space used by kept blocks" />
        ) : (
          <p className="mt-2 text-sm" data-testid="kept-storage">
            {usage.data === undefined
              ? 'Measuring…'
              : entries === 0
                ? 'Nothing is kept yet.'
                : `About ${formatBytes(usage.data.bytes)} in ${formatInteger(entries)} ${entries === 1 ? 'entry' : 'entries'}.`}
          </p>
        )}
        <button
          type="button"
          className={`mt-2 ${BUTTON}`}
          disabled={clear.isPending || entries === 0}
          onClick={() => clear.mutate()}
        >
          {clear.isPending ? 'Clearing…' : 'Clear kept blocks'}
        </button>
        {clear.isSuccess ? (
          <p role="status" className="mt-2 text-sm">
            Kept blocks cleared.
          </p>
        ) : null}
      </div>
    </Section>
  );
}
