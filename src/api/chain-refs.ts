/** What a block, account or token reference in a URL or a search may look like. */

const ACCOUNT_NAME = /^(?=.{1,13}$)[a-z1-5.]{0,12}[a-z1-5]$|^[a-z1-5.]{12}[a-j1-5]$/;

/** True for a 64-hex block id (as opposed to a block number). */
export function isBlockId(numOrId: string | number): boolean {
  return typeof numOrId === 'string' && /^[0-9a-fA-F]{64}$/.test(numOrId);
}

/** True for a block number the chain can have (1 … 2^32 − 1). */
export function isBlockNumber(value: string): boolean {
  return /^\d{1,10}$/.test(value) && Number(value) > 0 && Number(value) <= 0xffffffff;
}

/** A valid account name: 1–12 of `a-z 1-5 .` (13th char `a-j 1-5`), not ending in a dot. */
export function isAccountName(value: string): boolean {
  return ACCOUNT_NAME.test(value) && !value.endsWith('.');
}

/**
 * A token's address in a URL (contract account, symbol code of 1–7 letters in any case), read
 * as its page reads it: the symbol upper-cased; null when it cannot name a token.
 */
export function readTokenAddress(
  code: string,
  symbol: string,
): { code: string; symbol: string } | null {
  const upper = symbol.toUpperCase();
  return isAccountName(code) && /^[A-Z]{1,7}$/.test(upper) ? { code, symbol: upper } : null;
}
