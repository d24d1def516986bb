import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { DefaultNodeButton } from '@/components/errors/default-node-button';
import { HintText } from '@/components/errors/hint-text';
import { useNodeErrorHelp } from '@/components/errors/use-error-help';
import { useShownError } from '@/components/errors/use-shown-error';
import { useChainInfo } from './use-chain-info';

/**
 * Every page but the dashboard (which says it in its own chain panel): when the head poll fails,
 * say what failed and why, and that what is on screen is the last data that arrived.
 */
export function NodeTroubleBanner() {
  const info = useChainInfo();
  const error = useShownError(info);
  if (error === null) return null;
  return <Trouble error={error} live={info.data !== undefined} />;
}

function Trouble({ error, live }: { error: unknown; live: boolean }) {
  const d = useNodeErrorHelp(error);
  const title = d.title;
  return (
    <div
      role="status"
      aria-label={t`Node problem`}

      className="border-b border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-50"
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
          {live
            ? t`Pages keep showing what they last loaded and update by themselves when the node answers again.`
            : t`The explorer keeps asking and continues when the node answers.`}
        </p>
        <DefaultNodeButton error={error} />
      </div>
    </div>
  );
}
