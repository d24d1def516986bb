import { afterEach, describe, expect, it } from 'vitest';
import {
  formatAssetAmount,
  formatBytes,
  formatDuration,
  formatInteger,
  formatRelative,
  formatUtc,
  formatZoned,
  parseAsset,
  parseNodeTime,
  percentOf,
  prepareNumberFormat,
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

  it('writes a time in either zone, whole, as its date or as its time of day, on a 24-hour clock', () => {
    const zone = process.env['TZ'];
    // Node follows a change of TZ at once; no formatter of the browser's zone is made before.
    process.env['TZ'] = 'America/New_York';
    try {
      const time = '2020-11-03T04:57:00.000';
      expect(formatZoned(time, 'local')).toBe('2020-11-02 23:57:00 EST');
      expect(formatZoned(time, 'local', 'date')).toBe('2020-11-02');
      expect(formatZoned(time, 'local', 'clock')).toBe('23:57:00 EST');
      expect(formatZoned(time, 'utc', 'date')).toBe('2020-11-03');
      expect(formatZoned(time, 'utc', 'clock')).toBe('04:57:00 UTC');
      setActiveLocale('ru');
      expect(formatZoned(time, 'local').replace(/\u202f/g, ' ')).toBe(
        '2 нояб. 2020 г., 23:57:00 GMT-5',
      );
    } finally {
      if (zone === undefined) delete process.env['TZ'];
      else process.env['TZ'] = zone;
    }
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

  it('a number formatter prepared ahead is the language’s, and a later language gets its own', () => {
    setActiveLocale('ru');
    prepareNumberFormat();
    expect(formatInteger(1234567).replace(/[\u00a0\u202f]/g, ' ')).toBe('1 234 567');
    setActiveLocale('en');
    prepareNumberFormat();
    expect(formatInteger(1234567)).toBe('1,234,567');
  });

  it('shortens hashes', () => {
    expect(shortHash('a'.repeat(64))).toBe(`${'a'.repeat(8)}…${'a'.repeat(8)}`);
    expect(shortHash('abc')).toBe('abc');
    // The header shows a chain by its head alone: not the head followed by the whole id.
    expect(shortHash(`ee54e577${'b'.repeat(56)}`, 8, 0)).toBe('ee54e577…');
  });
});
