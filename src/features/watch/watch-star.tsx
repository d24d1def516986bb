import { t } from '@lingui/core/macro';
import { useWatched } from '@/lib/use-watched';
import { toggleWatched } from '@/storage/watched-accounts';

/** The star on an account's page: pressed while the account is on the /watch list. */
export function WatchStar({ account }: { account: string }) {
  const watching = useWatched().accounts.includes(account);
  return (
    <button
      type="button"
      aria-pressed={watching}
      onClick={() => toggleWatched(account)}
      title={watching ? t`Stop watching ${account}` : t`Watch ${account} on the Watched page`}
      className="inline-flex items-center gap-1 rounded-md border border-slate-300 px-2 py-1 text-sm font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 dark:border-slate-600 dark:hover:bg-slate-800"
    >
      <span aria-hidden="true" className={watching ? 'text-amber-500' : ''}>
        {watching ? '★' : '☆'}
      </span>
      {t`Watch`}
    </button>
  );
}
