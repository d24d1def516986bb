import { activeLocale } from './locale';

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

/** "2020-11-03 04:57:00 UTC" in English (as the chain's own tools write it), Intl's otherwise. */
export function formatUtc(value: string): string {
  const d = parseNodeTime(value);
  if (!d) return value;
  if (activeLocale() === 'en') return `${d.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
  const f = cached(
    'utc',
    (locale) =>
      new Intl.DateTimeFormat(locale, {
        dateStyle: 'medium',
        timeStyle: 'medium',
        timeZone: 'UTC',
        hourCycle: 'h23',
      }),
  );
  return `${f.format(d)} UTC`;
}

/** The same instant in the browser's zone, with the zone's name. */
export function formatLocal(value: string): string {
  const d = parseNodeTime(value);
  if (!d) return value;
  const f = cached(
    'local',
    (locale) =>
      new Intl.DateTimeFormat(locale, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        timeZoneName: 'short',
      }),
  );
  return f.format(d);
}

/** A time in the zone the person chose (Settings), and the other form for its hover. */
export function formatTime(value: string, zone: 'utc' | 'local'): { shown: string; other: string } {
  const utc = formatUtc(value);
  const local = formatLocal(value);
  return zone === 'utc' ? { shown: utc, other: local } : { shown: local, other: utc };
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

/** The locale's thousands separators for integers given as number or (64-bit) string. */
export function formatInteger(value: number | string): string {
  const str = String(value).trim();
  if (!/^-?\d+$/.test(str)) return str;
  return cached('integer', (locale) => new Intl.NumberFormat(locale)).format(BigInt(str));
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
