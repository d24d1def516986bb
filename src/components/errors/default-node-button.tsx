import { Trans } from '@lingui/react/macro';
import { NodeResponseError, NodeUnreachableError } from '@/api/node-errors';
import { nodeLabel } from '@/lib/node-url';
import { switchToDefaultNode, useNodeState } from '@/lib/node-store';

/**
 * When a node chosen by the person (saved, or from a link) does not answer, or answers with
 * something that is not a node's answer: one click back to the deployment's node.
 */
export function DefaultNodeButton({ error }: { error: unknown }) {
  const { url, defaultUrl } = useNodeState();
  const nodeFails = error instanceof NodeUnreachableError || error instanceof NodeResponseError;
  if (!nodeFails || url === defaultUrl) return null;
  const host = nodeLabel(defaultUrl);
  return (
    <button
      type="button"
      onClick={switchToDefaultNode}
      className="mt-3 mr-2 rounded-md border border-current px-3 py-1 text-sm font-medium hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-current dark:hover:bg-white/10"
    >
      <Trans>Use the default node ({host})</Trans>
    </button>
  );
}
