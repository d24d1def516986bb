import type { ResolvedName } from '@/api/node-client';
import { validateNameForm } from '@/lib/search';

/** Domains asked about for every account (the node cannot list an account's names). */
export const WELL_KNOWN_DOMAINS = ['golos', 'golos.io', 'cyberway'] as const;

export type NameKind = 'domain' | 'username';

export interface NameCandidate {
  /** The name as sent to resolve_names. */
  name: string;
  kind: NameKind;
  /** Added by the person on the page (kept in the URL). */
  isAdded: boolean;
}

function kindOf(name: string): NameKind {
  return name.includes('@') && !name.startsWith('@') ? 'username' : 'domain';
}

/** Parses `?names=a@b,c` into valid, distinct names. */
export function parseNamesParam(value: string | null): string[] {
  if (!value) return [];
  const out: string[] = [];
  for (const part of value.split(',')) {
    const name = part.trim().toLowerCase();
    if (name && validateNameForm(name) === null && !out.includes(name)) out.push(name);
  }
  return out;
}

/**
 * The names checked for an account: each well-known domain (is it linked to the account?), the
 * account's own name as a username in each of them, and any names added by hand.
 */
export function nameCandidates(account: string, added: readonly string[]): NameCandidate[] {
  const out: NameCandidate[] = [];
  const push = (name: string, isAdded: boolean) => {
    if (!out.some((c) => c.name === name)) out.push({ name, kind: kindOf(name), isAdded });
  };
  for (const d of WELL_KNOWN_DOMAINS) push(d, false);
  for (const d of WELL_KNOWN_DOMAINS) push(`${account}@${d}`, false);
  for (const n of added) push(n, true);
  return out;
}

/** Whether a resolve_names answer points at the account. */
export function resolvesTo(
  candidate: NameCandidate,
  answer: ResolvedName | undefined,
  account: string,
): boolean {
  if (!answer) return false;
  return candidate.kind === 'username'
    ? answer.resolved_username === account
    : answer.resolved_domain === account;
}
