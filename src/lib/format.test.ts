import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatAssetAmount,
  formatBytes,
  formatDuration,
  formatInteger,
  formatRelative,
  formatUtc,
  parseAsset,
  parseNodeTime,
  percentOf,
  shortHash,
} from './format';
import { setActiveLocale } from './locale';

describe('format', () => {
  afterEach(() => setActiveLocale('en'));

  it('reads node times as UTC', () => {
    expect(parseNodeTime('2020-11-03T04:57:00.000')?.toISOString()).toBe(
      '2020-11-03T04:57:00.000Z',
    );
    expect(formatUtc('2020-11-03T04:57:00.000')).toBe('2020-11-03 04:57:00 UTC');
    expect(parseNodeTime('garbage')).toBeNull();
    expect(formatUtc('garbage')).toBe('garbage');
  });

  it('formats relative times both ways', () => {
    const now = Date.parse('2020-01-01T00:01:00Z');
    expect(formatRelative('2020-01-01T00:00:30.000', now)).toBe('30 sec. ago');
    expect(formatRelative('2020-01-01T00:03:00.000', now)).toBe('in 2 min.');
  });

  it('groups 64-bit integers given as strings without losing digits', () => {
    expect(formatInteger('12345678901234567890')).toBe('12,345,678,901,234,567,890');
    expect(formatInteger(-1234)).toBe('-1,234');
    expect(formatInteger('abc')).toBe('abc');
  });

  it('formats bytes, durations and percentages', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2.00 KiB');
    expect(formatDuration(3723)).toBe('1 hr 2 min 3 sec');
    expect(formatDuration(0)).toBe('0 sec');
    expect(percentOf(50, 200)).toBe(25);
    expect(percentOf(1, -1)).toBeNull();
  });

  it('writes English integers, relative times and decimal points exactly as Intl does', () => {
    const integer = new Intl.NumberFormat('en');
    const relative = new Intl.RelativeTimeFormat('en', { style: 'short' });
    const point = new Intl.NumberFormat('en').formatToParts(1.5).find((p) => p.type === 'decimal');
    for (const n of ['0', '7', '-7', '999', '1000', '-1000', '123456', '-9876543', '0012345']) {
      expect(formatInteger(n)).toBe(integer.format(BigInt(n)));
    }
    expect(formatInteger('18446744073709551615')).toBe(integer.format(18446744073709551615n));
    expect(formatAssetAmount('1234.5000')).toBe(`1,234${point?.value ?? '?'}5000`);
    // Every distance formatRelative can meet: each unit's 0, 1 and many, past and future.
    const now = Date.parse('2020-06-01T00:00:00Z');
    const units: [Intl.RelativeTimeFormatUnit, number][] = [
      ['second', 1],
      ['minute', 60],
      ['hour', 3600],
      ['day', 86400],
    ];
    for (const seconds of [0, 1, 2, 59, 60, 61, 119, 3599, 3600, 7200, 86399, 86400, 172800, 1e8]) {
      for (const sign of [-1, 1]) {
        const at = new Date(now + sign * seconds * 1000).toISOString().slice(0, -1);
        const [unit, size] = units.findLast(([, s]) => seconds >= s) ?? ['second', 1];
        const amount = (seconds === 0 ? -1 : sign) * Math.floor(seconds / size);
        expect(formatRelative(at, now), `${sign * seconds} s`).toBe(relative.format(amount, unit));
      }
    }
  });

  it('formats English integers and relative times without building any Intl formatter', async () => {
    vi.resetModules();
    const format = await import('./format');
    const built = vi.spyOn(Intl, 'NumberFormat');
    const builtRelative = vi.spyOn(Intl, 'RelativeTimeFormat');
    try {
      format.formatInteger('1234567');
      format.formatAssetAmount('1.5');
      format.formatRelative('2020-01-01T00:00:30.000', Date.parse('2020-01-01T00:01:00Z'));
      expect(built).not.toHaveBeenCalled();
      expect(builtRelative).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
      builtRelative.mockRestore();
    }
  });

  it('parses asset strings', () => {
    expect(parseAsset('1234567.8900 CYBER')).toEqual({ amount: '1234567.8900', symbol: 'CYBER' });
    expect(parseAsset('nope')).toBeNull();
    expect(formatAssetAmount('1234567.8900')).toBe('1,234,567.8900');
  });

  it('formats for the active locale', () => {
    setActiveLocale('ru');
    // Intl separates groups and units with no-break spaces.
    const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
    const now = Date.parse('2020-01-01T00:01:00Z');
    expect(plain(formatInteger('12345678901234567890'))).toBe('12 345 678 901 234 567 890');
    expect(plain(formatAssetAmount('1234567.8900'))).toBe('1 234 567,8900');
    expect(plain(formatBytes(2048))).toBe('2,00 KiB');
    expect(plain(formatRelative('2020-01-01T00:00:30.000', now))).toBe('30 сек. назад');
    expect(plain(formatDuration(3723))).toBe('1 ч 2 мин 3 с');
    expect(plain(formatUtc('2020-11-03T04:57:00.000'))).toBe('3 нояб. 2020 г., 04:57:00 UTC');
  });

  it('builds a locale’s formatters ahead of the first page without changing what any shows', async () => {
    // Fresh modules: no formatter built by the tests above.
    vi.resetModules();
    const format = await import('./format');
    const locale = await import('./locale');
    format.warmFormatters('ru');
    expect(format.formatInteger(1234567)).toBe('1,234,567');
    locale.setActiveLocale('ru');
    expect(format.formatInteger(1234567).replace(/[\u00a0\u202f]/g, ' ')).toBe('1 234 567');
    locale.setActiveLocale('en');
  });

  it('shortens hashes', () => {
    expect(shortHash('a'.repeat(64))).toBe(`${'a'.repeat(8)}…${'a'.repeat(8)}`);
    expect(shortHash('abc')).toBe('abc');
    // The header shows a chain by its head alone: not the head followed by the whole id.
    expect(shortHash(`ee54e577${'b'.repeat(56)}`, 8, 0)).toBe('ee54e577…');
  });
});
