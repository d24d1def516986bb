import { parseNodeTime } from './format';
import type { ProposalFate } from './msig-history';

/** What a proposal's page says of it, in words (proposal-status.tsx). */
export type ProposalStatus =
  | { kind: 'executed' | 'cancelled'; fate: ProposalFate }
  | { kind: 'expired' }
  | { kind: 'ready' }
  /** `needed` more approvals of the `of` requested; undefined when the requested cannot satisfy it. */
  | { kind: 'waiting'; needed: number | undefined; of: number }
  /** No longer in the tables, and the history did not see it end (it reaches less far back). */
  | { kind: 'gone' }
  /** In the tables, while the accounts its check reads are still loading. */
  | { kind: 'checking' };

export interface StatusInput {
  /** Whether the contract's tables hold it now. */
  live: boolean;
  fate: ProposalFate | undefined;
  /** The proposed transaction's expiration, node time (UTC); '' when unknown. */
  expiration: string;
  nowMs: number;
  /** approvalsNeeded's answer; null while the authorities load. */
  needed: number | undefined | null;
  /** Approvals requested in all (still requested and provided). */
  requestedCount: number;
}

export function proposalStatus(s: StatusInput): ProposalStatus {
  if (!s.live) return s.fate ? { kind: s.fate.kind, fate: s.fate } : { kind: 'gone' };
  const expires = parseNodeTime(s.expiration)?.getTime();
  if (expires !== undefined && !Number.isNaN(expires) && expires < s.nowMs)
    return { kind: 'expired' };
  if (s.needed === null) return { kind: 'checking' };
  if (s.needed === 0) return { kind: 'ready' };
  return { kind: 'waiting', needed: s.needed, of: s.requestedCount };
}
