import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { nodeErrorTitle } from '@/api/node-errors';
import { CopyButton } from '@/components/ui/copy-button';
import { Skeleton } from '@/components/ui/skeleton';
import { useNodeClient } from '@/lib/node-store';
import { agentQueries, type AgentKeys } from '@/queries/agents';

export interface AgentKeyCellProps {
  account: string;
  /** Core symbol as `4,CYBER`. */
  symbol: string;
  /** The producer's own signing key, to compare with. */
  signingKey: string | undefined;
  /** The agents' keys read from the stake.agent table; undefined while they load. */
  agents: AgentKeys | undefined;
  /** Why they could not be read. */
  error: Error | null;
}

/**
 * The producer's agent key, from the agents read for the whole page: an account the read
 * covered but did not find is not an agent. One past what the read covered (a node with more
 * agents than it reads) is looked up on its own.
 */
export function AgentKeyCell({ account, symbol, signingKey, agents, error }: AgentKeyCellProps) {
  if (agents === undefined) {
    return error ? <CouldNotLoad error={error} /> : <Skeleton className="h-4 w-40" />;
  }
  const key = agents.keys.get(account);
  if (key !== undefined) return <AgentKey account={account} value={key} signingKey={signingKey} />;
  if (agents.readUpTo === null || account <= agents.readUpTo) return <NotAnAgent />;
  return <OneAgentKey account={account} symbol={symbol} signingKey={signingKey} />;
}

function OneAgentKey({ account, symbol, signingKey }: Omit<AgentKeyCellProps, 'agents' | 'error'>) {
  const client = useNodeClient();
  const query = useQuery(agentQueries.key(client, account, symbol));
  if (query.isPending) return <Skeleton className="h-4 w-40" />;
  if (query.isError) return <CouldNotLoad error={query.error} />;
  return query.data === null ? (
    <NotAnAgent />
  ) : (
    <AgentKey account={account} value={query.data} signingKey={signingKey} />
  );
}

function AgentKey({
  account,
  value,
  signingKey,
}: {
  account: string;
  /** `""` when the agent has no key. */
  value: string;
  signingKey: string | undefined;
}) {
  if (!value) {
    return (
      <span className="text-slate-600 dark:text-slate-300">
        <Trans>none stored</Trans>
      </span>
    );
  }
  if (value === signingKey) {
    return (
      <span className="text-sm">
        <Trans>Same as signing key</Trans>
      </span>
    );
  }
  return (
    <span className="font-mono text-xs break-all">
      {value}
      <CopyButton value={value} label={t`agent key of ${account}`} />
    </span>
  );
}

function NotAnAgent() {
  return (
    <span className="text-slate-600 dark:text-slate-300">
      <Trans>not an agent</Trans>
    </span>
  );
}

function CouldNotLoad({ error }: { error: Error }) {
  return (
    <span className="text-sm text-red-700 dark:text-red-300">
      <Trans>Could not load: {nodeErrorTitle(error)}</Trans>
    </span>
  );
}
