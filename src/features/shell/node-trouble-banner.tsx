import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { DefaultNodeButton } from '@/components/errors/default-node-button';
import { HintText } from '@/components/errors/hint-text';
import { useNodeErrorHelp } from '@/components/errors/use-error-help';
import { useShownError } from '@/components/errors/use-shown-error';
import { useChainInfo } from './use-chain-info';

/**
 * Every page but the dashboard (which says it in its own chain panel): when the head poll fails
 * after data arrived, say what failed and why, and that what is on screen is the last data that
 * arrived. Before any data, each panel says it in the skeleton's place (and the header's node
 * status): a banner would only repeat it, and push the page down as it appeared. It is a bar at
 * the bottom of the window, over the page rather than in it, so nothing moves when it comes.
 */
export function NodeTroubleBanner() {
  const info = useChainInfo();
  const error = useShownError(info);
  if (error === null || info.data === undefined) return null;
  return <Trouble error={error} />;
}

function Trouble({ error }: { error: unknown }) {
  const d = useNodeErrorHelp(error);
  const title = d.title;
  return (
    <div
      role="status"
      aria-label={t`Node problem`}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-amber-300 bg-amber-50 text-amber-950 shadow-lg dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <div className="mx-auto max-w-6xl px-4 py-2 text-sm">
        <p>
          <Trans>
            <strong>Live data paused:</strong> {title}.
          </Trans>{' '}
          {d.detail}
        </p>
        <p className="mt-1">
          <HintText text={d.hint} />{' '}
          {t`Pages keep showing what they last loaded and update by themselves when the node answers again.`}
        </p>
        <DefaultNodeButton error={error} />
      </div>
    </div>
  );
}
