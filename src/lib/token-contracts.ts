import { isAccountName } from '@/api/chain-refs';

export type TokenContractSource = 'core' | 'config' | 'added';

export interface TokenContract {
  contract: string;
  /** Why it is checked: the core token, the deployment's config.json, or added on the page. */
  source: TokenContractSource;
}

/** Parses `?contracts=a,b` into valid, distinct account names. */
export function parseContractsParam(value: string | null): string[] {
  if (!value) return [];
  const out: string[] = [];
  for (const part of value.split(',')) {
    const name = part.trim();
    if (isAccountName(name) && !out.includes(name)) out.push(name);
  }
  return out;
}

/** The contracts whose balances are asked for, each once, core token first. */
export function tokenContractsToCheck(
  core: string,
  configured: readonly string[],
  added: readonly string[],
): TokenContract[] {
  const out: TokenContract[] = [];
  const push = (contract: string, source: TokenContractSource) => {
    if (isAccountName(contract) && !out.some((c) => c.contract === contract)) {
      out.push({ contract, source });
    }
  };
  push(core, 'core');
  for (const c of configured) push(c, 'config');
  for (const c of added) push(c, 'added');
  return out;
}
