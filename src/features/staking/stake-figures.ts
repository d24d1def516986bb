import type { StakeAgentRow, StakeGrantRow } from '@/api/schemas/stake';
import { shareFunds } from '@/lib/stake-units';

/** An agent's funds as the contract counts them (stake_agent_object's getters). */
export interface AgentFunds {
  /** balance + proxied: everything in the agent's pool. */
  total: bigint;
  /** What the agent's own share is worth (get_own_funds). */
  own: bigint;
  /** What others' shares in its pool are worth. */
  others: bigint;
}

export function agentFunds(agent: StakeAgentRow): AgentFunds {
  const total = BigInt(agent.balance) + BigInt(agent.proxied);
  const own = shareFunds(agent.own_share, total, agent.shares_sum);
  return { total, own, others: total - own };
}

/** What a grant is worth now: its share of the recipient's pool. Null when the pool is unknown. */
export function grantWorth(grant: StakeGrantRow, recipient: StakeAgentRow | null | undefined) {
  if (!recipient) return null;
  return shareFunds(grant.share, agentFunds(recipient).total, recipient.shares_sum);
}
