import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { leaveLinkNode, saveNode, useNodeState } from '@/lib/node-store';
import { nodeLabel } from '@/lib/node-url';

/**
 * A `?node=` link can point anyone at any node, including one that lies; so its node is used for
 * this visit only, said loudly, and one click takes the person back to their own node.
 */
export function LinkNodeBanner() {
  const { linkUrl, fallbackUrl } = useNodeState();
  if (!linkUrl) return null;
  return (
    <div
      role="region"
      aria-label={t`Node from link`}
      className="border-b border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-50"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm">
        <p>
          <Trans>
            You are viewing data from <strong className="font-mono break-all">{linkUrl}</strong>,
            opened from a link. Only trust it if you trust that node.
          </Trans>
        </p>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={leaveLinkNode}
            className="rounded-md bg-amber-900 px-3 py-1 font-medium text-white hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-amber-900 dark:bg-amber-200 dark:text-amber-950"
          >
            <Trans>Back to {nodeLabel(fallbackUrl)}</Trans>
          </button>
          <button
            type="button"
            onClick={() => {
              if (window.confirm(t`Save ${linkUrl} as your node?`)) saveNode(linkUrl);
            }}
            className="rounded-md border border-amber-800 px-3 py-1 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-amber-900 dark:border-amber-200 dark:hover:bg-amber-900"
          >
            <Trans>Save this node</Trans>
          </button>
        </div>
      </div>
    </div>
  );
}
