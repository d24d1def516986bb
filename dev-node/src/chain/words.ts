/** Words for generated usernames, domains and memos (genesis and history draw from the same list). */
export const WORDS = [
  'nova',
  'lynx',
  'orca',
  'maple',
  'river',
  'pixel',
  'comet',
  'amber',
  'falcon',
  'delta',
  'ember',
  'sage',
] as const;

/**
 * Forms of transfer memos: empty a quarter of the time, else a phrase, a reference with a number
 * (`#`), a word (`@`), or Russian (Golos is a Russian-speaking community) and emoji, as people
 * write them on a real chain.
 */
const MEMO_FORMS = [
  '',
  '',
  '',
  '',
  '',
  '',
  'thanks!',
  'rent',
  'coffee',
  'invoice #',
  'order #',
  'for the dice',
  'gift',
  'refund',
  'salary',
  'author reward',
  '#',
  'deposit #',
  'спасибо',
  'за кофе ☕',
  'tip for @',
  '@ #',
  'payment for @ #',
  'good luck 🎲',
] as const;

/**
 * A transfer memo from one random draw `r` in [0, 1): its form from the high part, its number
 * and word from the rest, so varied memos take no more of the history's random draws than one
 * pick did.
 */
export function memoOf(r: number): string {
  const scaled = r * MEMO_FORMS.length;
  const form: string = MEMO_FORMS[Math.floor(scaled)] ?? '';
  const n = Math.floor((scaled % 1) * 1_000_000);
  return form.replace('#', String(n)).replace('@', WORDS[n % WORDS.length] ?? '');
}

/** The characters of generated 12-character account names. */
export const NAME_CHARS = 'abcdefghijklmnopqrstuvwxyz12345';
