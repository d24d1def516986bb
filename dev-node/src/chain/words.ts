import type { Rng } from './rng.ts';

/** Words for the readable names the chain makes up (usernames in the gls domain). */
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
];

/** The characters of a generated account name: 12 of them, like most real accounts. */
const NAME_CHARS = 'abcdefghijklmnopqrstuvwxyz12345';

/** A random 12-character account name, the kind `newaccount` makes on CyberWay. */
export function randomAccountName(rng: Rng): string {
  let name = '';
  for (let i = 0; i < 12; i++) name += NAME_CHARS[rng.int(NAME_CHARS.length)];
  return name;
}
