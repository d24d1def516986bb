import { leaveLinkHistory, saveHistoryChoice, useNodeState } from '@/lib/node-store';

/**
 * A `?history=` link can point anyone at any history service, including one that lies about
 * what happened; like a `?node=` link, its service is used for this visit only, said loudly, and
 * one click goes back to the person's own choice. (`?history=off` needs no warning.)
 */
export function LinkHistoryBanner() {
  const { linkHistory } = useNodeState();
  if (!linkHistory || linkHistory === 'off') return null;
  return (
    <div
      role="region"
      aria-label="History service from link"
      className="border-b border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-50"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm">
        <p>
          History comes from <strong className="font-mono break-all">{linkHistory}</strong>, opened
          from a link, for this visit only. Only trust it if you trust that service.
        </p>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={leaveLinkHistory}
            className="rounded-md bg-amber-900 px-3 py-1 font-medium text-white hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-amber-900 dark:bg-amber-200 dark:text-amber-950"
          >
            Back to my history setting
          </button>
          <button
            type="button"
            onClick={() => {
              if (window.confirm(`Save ${linkHistory} as your history service?`)) {
                saveHistoryChoice(linkHistory);
              }
            }}
            className="rounded-md border border-amber-800 px-3 py-1 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-amber-900 dark:border-amber-200 dark:hover:bg-amber-900"
          >
            Save this service
          </button>
        </div>
      </div>
    </div>
  );
}
