import { plural, t } from '@lingui/core/macro';
import { formatInteger } from '@/lib/format';

/*
 * The resources a receipt bills, with the units the chain counts them in. The number is the
 * locale's (Intl); the unit's abbreviation is the catalog's (µs reads мкс in Russian).
 */

export function formatMicroseconds(us: number): string {
  const value = formatInteger(us);
  return t`${value} µs`;
}

export function formatByteCount(bytes: number): string {
  const value = formatInteger(bytes);
  return t`${value} B`;
}

export function formatKilobytes(kbytes: number): string {
  const value = formatInteger(kbytes);
  return t`${value} kB`;
}

export function formatMilliseconds(ms: number): string {
  const value = formatInteger(ms);
  return t`${value} ms`;
}

/** NET is billed in 8-byte words. */
export function netWords(words: number): string {
  return plural(words, { one: '# word of 8 bytes', other: '# words of 8 bytes' });
}

/** A count of 8-byte words (NET), the unit alone. */
export function wordCount(n: number): string {
  return plural(n, { one: '# word', other: '# words' });
}

/** A count of bytes, spelled out in full. */
export function byteCount(n: number): string {
  return plural(n, { one: '# byte', other: '# bytes' });
}
