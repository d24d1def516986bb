import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { nodeErrorTitle } from '@/api/node-errors';
import { CopyButton } from '@/components/ui/copy-button';
import { Skeleton } from '@/components/ui/skeleton';
import { useNodeClient } from '@/lib/node-store';
import { agentQueries } from '@/queries/agents';

export interface AgentKeyCellProps {
  account: string;
  /** Core symbol as `4,CYBER`. */
  symbol: string;
  /** The producer's own signing key, to compare with. */
  signingKey: string | undefined;
  /** Signing keys of the other producers on the page → their account. */
  keyOwners: ReadonlyMap<string, string>;
}

/**
 * The agent key from get_agent_public_key. Real nodes do not check that the account is an
 * agent: for one that is not, they answer with the NEXT agent's key. A key that belongs to
 * another producer is therefore flagged rather than shown as this account's.
 */
export function AgentKeyCell({ account, symbol, signingKey, keyOwners }: AgentKeyCellProps) {
  const client = useNodeClient();
  const query = useQuery(agentQueries.publicKey(client, account, symbol));

  if (query.isPending) return <Skeleton className="h-4 w-40" />;
  if (query.isError) {
    return (
      <span className="text-sm text-red-700 dark:text-red-300">
        <Trans>Could not load: {nodeErrorTitle(query.error)}</Trans>
      </span>
    );
  }
  const key = query.data;
  if (!key) {
    return (
      <span className="text-slate-500 dark:text-slate-400">
        <Trans>none stored</Trans>
      </span>
    );
  }
  const owner = keyOwners.get(key);
  if (owner !== undefined && owner !== account) {
    return (
      <span className="text-sm text-amber-800 dark:text-amber-200">
        <Trans>
          Not an agent, or no key: the node answered with the key of{' '}
          <span className="font-mono">{owner}</span> (it returns the next agent’s key).
        </Trans>
      </span>
    );
  }
  if (key === signingKey) {
    return (
      <span className="text-sm">
        <Trans>Same as signing key</Trans>
      </span>
    );
  }
  return (
    <span className="font-mono text-xs break-all">
      {key}
      <CopyButton value={key} label={t`agent key of ${account}`} />
    </span>
  );
}
