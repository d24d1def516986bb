import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { isNetApiDisabled } from '@/api/node-errors';

export interface NetApiOffPanelProps {
  error: unknown;
}

/**
 * The node does not serve /v1/net (404), or refuses those requests while chain requests work:
 * say so and how to turn it on. Everything else in the explorer keeps working.
 */
export function NetApiOffPanel({ error }: NetApiOffPanelProps) {
  const isOff = isNetApiDisabled(error);
  return (
    <div
      role="status"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p className="font-semibold">
        {isOff ? t`This node does not serve the net API` : t`The node refuses net API requests`}
      </p>
      <p className="mt-1 text-sm">
        {isOff
          ? t`It answered 404 for /v1/net/connections, so its peers cannot be listed or managed here.`
          : t`Chain requests work, but /v1/net/connections got no answer: the net API may be off, or blocked by a proxy in front of the node.`}
      </p>
      <p className="mt-2 text-sm">
        <Trans>
          To enable it, add this line to the node’s <code className="font-mono">config.ini</code>{' '}
          and restart it:
        </Trans>
      </p>
      <pre className="mt-1 overflow-x-auto rounded bg-amber-100 px-3 py-2 font-mono text-sm dark:bg-amber-900/50">
        plugin = eosio::net_api_plugin
      </pre>
      <p className="mt-2 text-sm">
        <Trans>
          The net API can connect and disconnect peers: expose it only to people you trust. Every
          other page of the explorer works without it.
        </Trans>
      </p>
    </div>
  );
}
