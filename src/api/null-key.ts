/**
 * The null public key (33 zero bytes, as `GLS111…14T1Anm`, `EOS111…` or `PUB_K1_111…`): what a
 * chain stores for "no key". Its base58 form starts with one `1` per zero byte.
 */
export function isNullPublicKey(key: string): boolean {
  return /^(?:[A-Z]{3}|PUB_K1_)1{33}[1-9A-HJ-NP-Za-km-z]{1,6}$/.test(key);
}
