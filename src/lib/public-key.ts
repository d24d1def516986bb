import { PublicKey } from '@wharfkit/antelope';

/** A public key as typed (GLS…/EOS… legacy or PUB_K1_…) and the forms the sources take. */
export interface TypedPublicKey {
  typed: string;
  /** PUB_K1_… (or PUB_R1_/PUB_WA_): what every source is asked with. */
  modern: string;
}

/** The key, or null when the text is no public key (a wrong checksum included). */
export function readPublicKey(text: string): TypedPublicKey | null {
  const typed = text.trim();
  // wharfkit reads any prefix of a 50-character tail as legacy: a typo'd prefix is no key.
  if (!/^(PUB_|[A-Z]{3}[1-9A-HJ-NP-Za-km-z]{50}$)/.test(typed)) return null;
  try {
    return { typed, modern: PublicKey.from(typed).toString() };
  } catch {
    return null;
  }
}

/** Whether a key an account's permission lists (in the node's own form) is this key. */
export function isSameKey(listed: string, key: TypedPublicKey): boolean {
  if (listed === key.typed || listed === key.modern) return true;
  try {
    return PublicKey.from(listed).toString() === key.modern;
  } catch {
    return false;
  }
}
