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

/** Transfer memos, empty ones more often, as on a real chain. */
export const MEMOS = [
  '',
  '',
  '',
  'thanks!',
  'rent',
  'coffee',
  'invoice 42',
  'for the dice',
  'gift',
  'refund',
  'salary',
  'author reward',
] as const;

/** The characters of generated 12-character account names. */
export const NAME_CHARS = 'abcdefghijklmnopqrstuvwxyz12345';
