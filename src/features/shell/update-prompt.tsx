import { t } from '@lingui/core/macro';
/**
 * Said when a new deployment's code is downloaded and waiting: the open page keeps running its
 * own version (never a mix of old and new chunks) until the person chooses to reload.
 * Its own React root, outside the app's I18nProvider: the texts go through the global i18n (`t`).
 */
export function UpdatePrompt({ onReload }: { onReload: () => void }) {
  return (
    <div
      role="status"
      aria-label={t`New version`}
      className="fixed right-4 bottom-4 z-50 flex max-w-sm flex-wrap items-center gap-3 rounded-lg border border-sky-300 bg-sky-50 px-4 py-3 text-sm text-sky-950 shadow-lg dark:border-sky-700 dark:bg-sky-950 dark:text-sky-50"
    >
      <p>{t`A new version of the explorer is ready.`}</p>
      <button
        type="button"
        onClick={onReload}
        className="rounded-md bg-sky-900 px-3 py-1 font-medium text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-sky-900 dark:bg-sky-200 dark:text-sky-950"
      >
        {t`Reload`}
      </button>
    </div>
  );
}
