import type { Authority } from '@/api/schemas/account';

/*
 * Whether a multisig proposal's approvals satisfy its transaction, as cyber.msig's exec asks the
 * chain (check_transaction_authorization with the approvals as provided permissions, no keys):
 * a declared permission is satisfied when it was approved itself, or when approved account
 * permissions (and waits its delay covers) reach its threshold.
 */

export interface Level {
  actor: string;
  permission: string;
}

/** A permission's authority, or undefined while unknown (not loaded, or no such permission). */
export type AuthorityOf = (level: Level) => Authority | undefined;

const MAX_DEPTH = 4;
/** Beyond this many pending approvals, the fewest needed is not searched for. */
const MAX_SEARCHED = 12;

export const levelKey = (l: Level) => `${l.actor}@${l.permission}`;

function satisfied(
  level: Level,
  provided: ReadonlySet<string>,
  authorityOf: AuthorityOf,
  delaySec: number,
  depth: number,
): boolean {
  if (provided.has(levelKey(level))) return true;
  const auth = depth > MAX_DEPTH ? undefined : authorityOf(level);
  if (!auth) return false;
  let weight = 0;
  for (const a of auth.accounts) {
    if (!satisfied(a.permission, provided, authorityOf, delaySec, depth + 1)) continue;
    weight += a.weight;
    if (weight >= auth.threshold) return true;
  }
  for (const w of auth.waits) {
    if (delaySec < w.wait_sec) continue;
    weight += w.weight;
    if (weight >= auth.threshold) return true;
  }
  return false;
}

/** Whether `provided` satisfies every declared level. */
export function approvalsSatisfy(
  declared: readonly Level[],
  provided: readonly Level[],
  authorityOf: AuthorityOf,
  delaySec = 0,
): boolean {
  const set = new Set(provided.map(levelKey));
  return declared.every((l) => satisfied(l, set, authorityOf, delaySec, 0));
}

/**
 * The fewest of the pending requested approvals that, added to those provided, satisfy the
 * transaction: 0 when it is satisfied now; undefined when even all of them would not (or too
 * many are pending to search).
 */
export function approvalsNeeded(
  declared: readonly Level[],
  provided: readonly Level[],
  pending: readonly Level[],
  authorityOf: AuthorityOf,
  delaySec = 0,
): number | undefined {
  if (approvalsSatisfy(declared, provided, authorityOf, delaySec)) return 0;
  if (pending.length > MAX_SEARCHED) return undefined;
  let best: number | undefined;
  for (let mask = 1; mask < 1 << pending.length; mask++) {
    const chosen = pending.filter((_, i) => (mask >> i) & 1);
    if (best !== undefined && chosen.length >= best) continue;
    if (approvalsSatisfy(declared, [...provided, ...chosen], authorityOf, delaySec))
      best = chosen.length;
  }
  return best;
}

/** The accounts whose permissions a check reads: the declared actors and those they delegate to. */
export function accountsToRead(declared: readonly Level[], authorityOf: AuthorityOf): string[] {
  const out = new Set<string>();
  const visit = (level: Level, depth: number) => {
    out.add(level.actor);
    if (depth >= MAX_DEPTH) return;
    for (const a of authorityOf(level)?.accounts ?? []) visit(a.permission, depth + 1);
  };
  for (const l of declared) visit(l, 0);
  return [...out];
}
