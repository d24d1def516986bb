import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useOnline } from './use-online';

/** The device is offline (not the node down, which NodeTroubleBanner explains). */
export function OfflineBanner() {
  if (useOnline()) return null;
  return (
    <div
      role="status"
      aria-label={t`Offline`}

      className="border-b border-slate-300 bg-slate-100 text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <p className="mx-auto max-w-6xl px-4 py-2 text-sm">
        <Trans>
          <strong>You are offline.</strong> Pages show what this browser keeps (blocks and contracts
          already seen); the rest loads by itself when the connection is back.
        </Trans>
      </p>
    </div>
  );
}
