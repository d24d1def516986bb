import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useWatched } from '@/lib/use-watched';
import { setWatchNotify } from '@/storage/watched-accounts';
import { canNotify } from './watch-notifications';

/**
 * Browser notifications of incoming transfers and permission changes, off until turned on here:
 * the browser's permission is asked only then, never on opening the page.
 */
export function NotifySwitch() {
  const { notify } = useWatched();
  const [problem, setProblem] = useState<string | null>(null);
  const supported = canNotify();

  const turn = async (on: boolean) => {
    setProblem(null);
    if (!on) {
      setWatchNotify(false);
      return;
    }
    const answer =
      Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
    if (answer === 'granted') setWatchNotify(true);
    else
      setProblem(
        t`The browser refused notifications for this site: allow them in its site settings, then turn them on again.`,
      );
  };

  return (
    <div className="text-sm">
      <label className="inline-flex items-center gap-2">
        <input
          type="checkbox"
          checked={notify && supported}
          disabled={!supported}
          onChange={(e) => void turn(e.currentTarget.checked)}
          className="h-4 w-4"
        />
        <Trans>
          Notify me of incoming transfers and permission changes while this page is open
        </Trans>
      </label>
      {!supported ? (
        <p className="mt-1 text-slate-600 dark:text-slate-300">
          <Trans>This browser cannot show notifications here.</Trans>
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="mt-1 text-red-800 dark:text-red-300">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
