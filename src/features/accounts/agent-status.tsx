import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { nodeErrorTitle, NodeHttpError } from '@/api/node-errors';
import { AccountLink } from '@/components/links/account-link';
import { CopyButton } from '@/components/ui/copy-button';
import { JsonView } from '@/components/ui/json-view';
import { KeyValueList } from '@/components/ui/key-value-list';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useNodeClient } from '@/lib/node-store';
import { agentQueries } from '@/queries/agents';

export interface AgentStatusProps {
  accountName: string;
  /** Token the stake is in, as `4,CYBER`. */
  symbol: string;
}

function isNotAnAgent(error: unknown): boolean {
  return (
    error instanceof NodeHttpError && error.details.some((d) => /is not an agent/i.test(d.message))
  );
}

/**
 * Agent signing key and proxy status. Real nodes look agents up without an equality check and
 * answer with the NEXT agent for an account that is not one (ground-truth §4.15, §4.17), so the
 * key is shown only when get_proxy_status names this very account as the agent.
 */
export function AgentStatus({ accountName, symbol }: AgentStatusProps) {
  const client = useNodeClient();
  const proxy = useQuery({
    ...agentQueries.proxyStatus(client, accountName, symbol),
    retry: false,
  });
  const isAgent = proxy.data?.account === accountName;
  const key = useQuery({
    ...agentQueries.publicKey(client, accountName, symbol),
    enabled: isAgent,
    retry: false,
  });

  if (proxy.isPending) return <SkeletonRows rows={2} label={t`Checking agent status…`} />;
  if (proxy.isError) {
    return isNotAnAgent(proxy.error) ? (
      <p className="text-sm">
        <Trans>
          {accountName} is not an agent for {symbol} (get_proxy_status says so).
        </Trans>
      </p>
    ) : (
      <p className="text-sm text-red-800 dark:text-red-300">
        <Trans>Could not check agent status: {nodeErrorTitle(proxy.error)}.</Trans>
      </p>
    );
  }
  if (!isAgent) {
    return (
      <p className="text-sm">
        <Trans>
          {accountName} is not an agent for {symbol}: the node answered with the next agent in its
          index (<AccountLink name={proxy.data.account} />
          ), which it does for any account that is not one.
        </Trans>
      </p>
    );
  }
  const level = proxy.data.proxylevel;
  return (
    <>
      <KeyValueList
        items={[
          {
            label: t`Role`,
            value:
              level === 0
                ? t`Agent, proxy level 0: may be elected to produce blocks; does not pass votes on.`
                : t`Proxy, level ${level}: passes the stake granted to it on to agents of lower levels.`,
          },
          {
            label: t`Grants`,
            hint: t`proxies_count: stake grants made by this account.`,
            value: String(proxy.data.proxies_count),
          },
          { label: t`Token`, value: <span className="font-mono">{proxy.data.symbol}</span> },
          {
            label: t`Signing key`,
            hint: t`Key the agent signs blocks with if elected.`,
            value: key.isPending ? (
              t`Loading…`
            ) : key.isError ? (
              t`Could not load: ${nodeErrorTitle(key.error)}`
            ) : key.data === '' ? (
              t`No signing key stored`
            ) : (
              <span>
                <span className="font-mono break-all">{key.data}</span>
                <CopyButton value={key.data} label={t`agent signing key`} />
              </span>
            ),
          },
        ]}
      />
      <JsonView
        value={{ get_proxy_status: proxy.data, get_agent_public_key: key.data ?? null }}
        label={t`Raw agent JSON`}
      />
    </>
  );
}
