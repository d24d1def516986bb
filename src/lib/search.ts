import { t } from '@lingui/core/macro';
import { isAccountName } from '@/api/chain-refs';

/** What a search box entry points at. */
export type SearchTarget =
  | { kind: 'block'; blockNum: number }
  | { kind: 'blockId'; blockId: string }
  | { kind: 'account'; accountName: string }
  | { kind: 'name'; name: string }
  /** A public key, as typed: its page lists the accounts that hold it. */
  | { kind: 'key'; key: string }
  | WordTarget
  | { kind: 'none'; reason: string };

/**
 * A bare word, which may be several things: only asking the node tells. In capitals it is first
 * a token symbol, and the account of that name in lower case if no token has it; otherwise an
 * account or a domain (lower case: names are).
 */
export interface WordTarget {
  kind: 'word';
  word: string;
  account: string | null;
  domain: string | null;
  symbol: string | null;
}

const BASE58 = '[1-9A-HJ-NP-Za-km-z]';
const PUBLIC_KEY = new RegExp(`^(?:[A-Z]{3}${BASE58}{50}|PUB_(?:K1|R1|WA)_${BASE58}{50,})$`);

/** A public key's form (legacy GLS…/EOS… or PUB_K1_…): no account or block looks like one. */
export function looksLikePublicKey(input: string): boolean {
  return PUBLIC_KEY.test(input);
}

const PRIVATE_KEY = new RegExp(`^(?:5[HJK]${BASE58}{49}|PVT_(?:K1|R1)_${BASE58}{45,})$`);

/** A private key's form (WIF 5… or PVT_K1_…): refused, never sent nor put in an address. */
export function looksLikePrivateKey(input: string): boolean {
  return PRIVATE_KEY.test(input);
}

const NAME_LABEL = /^[a-z0-9-]+(\.[a-z0-9-]+)*$/;
const USERNAME = /^[a-z0-9.-]+$/;

/**
 * Checks the four resolve_names forms (`domain`, `@domain`, `username@domain`,
 * `username@@domain`) in the browser; returns an error text or null when the form is valid.
 */
export function validateNameForm(input: string): string | null {
  const name = input.trim();
  if (!name) return t`Empty name.`;
  const ats = (name.match(/@/g) ?? []).length;
  if (ats > 2 || /@@@/.test(name)) return t`"${name}": too many "@" signs.`;
  let user = '';
  let domain = name;
  if (name.includes('@@')) {
    [user = '', domain = ''] = name.split('@@');
    if (!user) return t`"${name}": a username is needed before "@@".`;
    if (!isAccountName(domain))
      return t`"${name}": "${domain}" after "@@" must be an account name.`;
  } else if (ats === 2) {
    return t`"${name}": use "@" or "@@", not two separate "@" signs.`;
  } else if (ats === 1) {
    [user = '', domain = ''] = name.split('@');
  }
  if (user && !USERNAME.test(user))
    return t`"${name}": the username "${user}" may only use a–z, 0–9, "-" and ".".`;
  if (name.includes('@@')) return null;
  if (!domain) return t`"${name}": a domain is needed after "@".`;
  if (!NAME_LABEL.test(domain))
    return t`"${name}": the domain "${domain}" may only use a–z, 0–9, "-" and ".".`;
  const labels = domain.split('.');
  if (labels.some((l) => l.startsWith('-') || l.endsWith('-')))
    return t`"${name}": a domain label may not start or end with "-".`;
  if (/^\d+$/.test(labels[labels.length - 1] ?? ''))
    return t`"${name}": the last domain label may not be all digits.`;
  return null;
}

function wordTarget(input: string): WordTarget {
  const lower = input.toLowerCase();
  const account = isAccountName(lower) ? lower : null;
  if (/^[A-Z]{1,7}$/.test(input))
    return { kind: 'word', word: input, account, domain: null, symbol: input };
  // "Alice" typed at the start of a phone's sentence means alice.
  const domain = validateNameForm(lower) === null ? lower : null;
  return { kind: 'word', word: input, account, domain, symbol: null };
}

export function classifySearch(raw: string): SearchTarget {
  const typed = raw.trim();
  // Numbers as the explorer prints them (12,540 or 12 540) are numbers.
  const input = /^\d{1,3}([,\s\u202f]\d{3})+$/.test(typed) ? typed.replace(/\D/g, '') : typed;
  if (!input)
    return {
      kind: 'none',
      reason: t`Type a block number, block id, account, name or token symbol.`,
    };
  if (/^\d+$/.test(input)) {
    const n = Number(input);
    if (Number.isSafeInteger(n) && n > 0 && n <= 0xffffffff) return { kind: 'block', blockNum: n };
    return { kind: 'none', reason: t`${input} is not a valid block number.` };
  }
  if (looksLikePublicKey(input)) return { kind: 'key', key: input };
  if (looksLikePrivateKey(input))
    return {
      kind: 'none',
      reason: t`This is a private key: it was not sent anywhere. Never type it into a website; whoever has it controls the account. Search by its public key (GLS…, EOS… or PUB_K1_…).`,
    };
  if (/^[0-9a-fA-F]{64}$/.test(input)) return { kind: 'blockId', blockId: input.toLowerCase() };
  if (input.includes('@')) {
    const problem = validateNameForm(input);
    return problem ? { kind: 'none', reason: problem } : { kind: 'name', name: input };
  }
  const word = wordTarget(input);
  if (word.symbol === null && word.domain === null && word.account !== null)
    return { kind: 'account', accountName: word.account };
  if (word.symbol === null && word.account === null && word.domain !== null)
    return { kind: 'name', name: word.domain };
  if (word.account !== null || word.domain !== null || word.symbol !== null) return word;
  return {
    kind: 'none',
    reason: t`Nothing matches "${input}": not a block number, a 64-hex id, an account name, a name (user@domain) or a token symbol.`,
  };
}
