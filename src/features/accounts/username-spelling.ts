import type { DomainRow, UsernameRow } from '@/queries/names';

/**
 * How a username can be written for resolve_names: `name@domain` for each domain linked to the
 * account it is registered with, in the domain table's order; `name@@account` when no domain read
 * is linked there (the form that names the account itself).
 */
export function usernameSpellings(row: UsernameRow, domains: readonly DomainRow[]): string[] {
  const spelled = domains
    .filter((d) => d.linkedTo === row.scope)
    .map((d) => `${row.name}@${d.name}`);
  return spelled.length ? spelled : [`${row.name}@@${row.scope}`];
}
