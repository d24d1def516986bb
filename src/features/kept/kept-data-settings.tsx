import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ErrorPanel } from '@/components/errors/error-panel';
import { Section } from '@/components/ui/section';
import { formatBytes } from '@/lib/format';

const BUTTON =
  'rounded-md border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-100 disabled:opacity-60 dark:border-slate-600 dark:hover:bg-slate-800';

const keptBlocks = () => import('@/storage/kept-blocks');

/**
 * What this browser keeps of the node's answers (storage/: irreversible blocks, and ABIs and code
 * by their hash; up to 50 MB, least recently used dropped first), beside the history the block
 * scan keeps, and a way to delete it.
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
  const size = formatBytes(usage.data?.bytes ?? 0);
  return (
    <Section title={t`Blocks and contracts kept in this browser`}>
      <div role="group" aria-label={t`Blocks and contracts kept in this browser`}>
        <p className="max-w-3xl text-sm text-slate-700 dark:text-slate-300">
          <Trans>
            Irreversible blocks can never change: once read, they are kept here and open again
            without asking the node, offline too. Contracts' ABIs and code are kept by their hash:
            the node is asked only whether the hash is still the same, and a contract updated since
            is read again. Up to 50 MB, the least recently opened dropped first.
          </Trans>
        </p>
        {usage.isError ? (
          <ErrorPanel error={usage.error} what={t`the space used by kept data`} />
        ) : (
          <p className="mt-2 text-sm" data-testid="kept-storage">
            {usage.data === undefined
              ? t`Measuring…`
              : entries === 0
                ? t`Nothing is kept yet.`
                : plural(entries, {
                    one: `About ${size} in # entry.`,
                    other: `About ${size} in # entries.`,
                  })}
          </p>
        )}
        <button
          type="button"
          className={`mt-2 ${BUTTON}`}
          disabled={clear.isPending || entries === 0}
          onClick={() => clear.mutate()}
        >
          {clear.isPending ? t`Clearing…` : t`Clear kept data`}
        </button>
        {clear.isSuccess ? (
          <p role="status" className="mt-2 text-sm">
            <Trans>Kept data cleared.</Trans>
          </p>
        ) : null}
      </div>
    </Section>
  );
}
