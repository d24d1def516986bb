import { activeLocale } from './locale';
import type { TimeZoneChoice } from './time-zone';

/**
 * Node times carry no zone ("2020-11-03T04:57:00.000"); they are UTC. Returns null for anything
 * that does not parse, so callers can show the raw text instead of "Invalid Date".
 */
export function parseNodeTime(value: string): Date | null {
  if (!value) return null;
  const withZone = /[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`;
  const d = new Date(withZone);
  return Number.isNaN(d.getTime()) ? null : d;
}

// Intl formatters look up locale data when built: one is kept per locale and kind.
const formatters = new Map<string, unknown>();
function cached<T>(key: string, make: (locale: string) => T): T {
  const locale = activeLocale();
  const k = `${locale}:${key}`;
  let f = formatters.get(k) as T | undefined;
  if (!f) {
    f = make(locale);
    formatters.set(k, f);
  }
  return f;
}

/** What of a time is written: all of it, its date alone, or its time of day alone. */
export type TimeForm = 'full' | 'date' | 'clock';

// Every form is on a 24-hour clock and names its zone: "4:47:34 PM" says neither which zone nor,
// beside the chain's 24-hour UTC times, which half of the day at a glance.
const CLOCK: Intl.DateTimeFormatOptions = {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
};

/** English: "2020-11-03 04:57:00 UTC", as the chain's own tools write it, in either zone. */
function englishForm(d: Date, zone: TimeZoneChoice, form: TimeForm): string {
  const f = cached(
    `en-parts:${zone}`,
    () =>
      new Intl.DateTimeFormat('en-US', {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        ...CLOCK,
        ...(zone === 'utc' ? { timeZone: 'UTC' } : {}),
      }),
  );
  const p: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of f.formatToParts(d)) p[part.type] = part.value;
  const date = `${p.year}-${p.month}-${p.day}`;
  const clock = `${p.hour}:${p.minute}:${p.second} ${p.timeZoneName}`;
  return form === 'date' ? date : form === 'clock' ? clock : `${date} ${clock}`;
}

/** `value` in UTC or the browser's zone, in the language in use. */
export function formatZoned(value: string, zone: TimeZoneChoice, form: TimeForm = 'full'): string {
  const d = parseNodeTime(value);
  if (!d) return value;
  if (activeLocale() === 'en') return englishForm(d, zone, form);
  const f = cached(
    `${zone}:${form}`,
    (locale) =>
      new Intl.DateTimeFormat(locale, {
        ...(form === 'clock' ? {} : { year: 'numeric', month: 'short', day: 'numeric' }),
        ...(form === 'date' ? {} : CLOCK),
        ...(zone === 'utc' ? { timeZone: 'UTC' } : {}),
      }),
  );
  return f.format(d);
}

/** "2020-11-03 04:57:00 UTC" in English, Intl's form in other languages. */
export function formatUtc(value: string): string {
  return formatZoned(value, 'utc');
}

/** A time in the zone the person chose (Settings), and the other zone's for its hover. */
export function formatTime(value: string, zone: TimeZoneChoice): { shown: string; other: string } {
  return {
    shown: formatZoned(value, zone),
    other: formatZoned(value, zone === 'utc' ? 'local' : 'utc'),
  };
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
];

/** "12 sec. ago", "3 min. ago", "in 5 sec." (the locale's words) relative to `now`. */
export function formatRelative(value: string, now: number = Date.now()): string {
  const d = parseNodeTime(value);
  if (!d) return value;
  const diff = Math.round((d.getTime() - now) / 1000);
  const abs = Math.abs(diff);
  const [unit, size] = RELATIVE_UNITS.find(([, s]) => abs >= s) ?? ['second', 1];
  // -0 would read "0 sec. ago" in some locales and "in 0 sec." in others.
  const amount = Math.sign(diff || -1) * Math.floor(abs / size);
  const f = cached('relative', (locale) => new Intl.RelativeTimeFormat(locale, { style: 'short' }));
  return f.format(amount, unit);
}

const unitFormat = (unit: string) =>
  cached(
    `unit:${unit}`,
    (locale) => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }),
  );

/** Seconds as "1 hr 2 min 3 sec" (the locale's short units). */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const parts: string[] = [];
  if (h) parts.push(unitFormat('hour').format(h));
  if (m) parts.push(unitFormat('minute').format(m));
  if (sec || parts.length === 0) parts.push(unitFormat('second').format(sec));
  return parts.join(' ');
}

const integerFormat = () => cached('integer', (locale) => new Intl.NumberFormat(locale));

/** The locale's thousands separators for integers given as number or (64-bit) string. */
export function formatInteger(value: number | string): string {
  const str = String(value).trim();
  if (!/^-?\d+$/.test(str)) return str;
  return integerFormat().format(BigInt(str));
}

/**
 * Builds the integer formatter ahead of the first drawing. Chromium loads its locale data with
 * the first Intl formatter (tens of milliseconds on a phone); built while the page's code is still
 * downloading, that load overlaps the download instead of lengthening the first drawing.
 */
export function prepareNumberFormat() {
  integerFormat();
}

const BYTE_UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];

export function formatBytes(value: number | string): string {
  let n = Number(value);
  if (!Number.isFinite(n)) return String(value);
  let unit = 0;
  while (Math.abs(n) >= 1024 && unit < BYTE_UNITS.length - 1) {
    n /= 1024;
    unit++;
  }
  const digits = unit === 0 ? 0 : 2;
  const f = cached(
    `bytes:${digits}`,
    (locale) =>
      new Intl.NumberFormat(locale, {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }),
  );
  return `${f.format(n)} ${BYTE_UNITS[unit]}`;
}

/** used/max as a 0..100 percentage; null when max is unknown, zero or unlimited (-1). */
export function percentOf(used: number | string, max: number | string): number | null {
  const u = Number(used);
  const m = Number(max);
  if (!Number.isFinite(u) || !Number.isFinite(m) || m <= 0) return null;
  return Math.min(100, Math.max(0, (u / m) * 100));
}

/** Splits "1.0000 CYBER" into amount and symbol; null when it is not an asset string. */
export function parseAsset(value: string): { amount: string; symbol: string } | null {
  const m = /^(-?\d+(?:\.\d+)?) ([A-Z]{1,7})$/.exec(value.trim());
  if (!m?.[1] || !m[2]) return null;
  return { amount: m[1], symbol: m[2] };
}

/** "1234567.8900" → "1,234,567.8900" (the locale's separators) keeping the precision. */
export function formatAssetAmount(amount: string): string {
  const [int = '', frac] = amount.split('.');
  if (frac === undefined) return formatInteger(int);
  const point = cached(
    'decimal',
    (locale) =>
      new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ??
      '.',
  );
  return `${formatInteger(int)}${point}${frac}`;
}

export function shortHash(hash: string, head = 8, tail = 8): string {
  if (hash.length <= head + tail + 1) return hash;
  // slice(-0) is the whole string: a hash cut to its head alone ends with the ellipsis.
  return `${hash.slice(0, head)}…${tail > 0 ? hash.slice(-tail) : ''}`;
}
