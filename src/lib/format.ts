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

/** "2020-11-03 04:57:00 UTC" */
export function formatUtc(value: string): string {
  const d = parseNodeTime(value);
  if (!d) return value;
  return `${d.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

// toLocaleString builds a new formatter (and looks up locale data) on every call; one is kept.
let localFormat: Intl.DateTimeFormat | undefined;

/** The same instant in the browser's zone. */
export function formatLocal(value: string): string {
  const d = parseNodeTime(value);
  if (!d) return value;
  localFormat ??= new Intl.DateTimeFormat(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'short',
  });
  return localFormat.format(d);
}

/** "12 s ago", "3 min ago", "in 5 s" relative to `now`. */
export function formatRelative(value: string, now: number = Date.now()): string {
  const d = parseNodeTime(value);
  if (!d) return value;
  const diff = Math.round((d.getTime() - now) / 1000);
  const abs = Math.abs(diff);
  let text: string;
  if (abs < 60) text = `${abs} s`;
  else if (abs < 3600) text = `${Math.floor(abs / 60)} min`;
  else if (abs < 86400) text = `${Math.floor(abs / 3600)} h`;
  else text = `${Math.floor(abs / 86400)} d`;
  return diff > 0 ? `in ${text}` : `${text} ago`;
}

/** Seconds as "1 h 2 min 3 s". */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const parts: string[] = [];
  if (h) parts.push(`${h} h`);
  if (m) parts.push(`${m} min`);
  if (sec || parts.length === 0) parts.push(`${sec} s`);
  return parts.join(' ');
}

/** Thousands separators for integers given as number or (64-bit) string. */
export function formatInteger(value: number | string): string {
  const str = String(value).trim();
  if (!/^-?\d+$/.test(str)) return str;
  const neg = str.startsWith('-');
  const digits = neg ? str.slice(1) : str;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return neg ? `-${grouped}` : grouped;
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
  return `${unit === 0 ? n : n.toFixed(2)} ${BYTE_UNITS[unit]}`;
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

/** "1234567.8900" → "1,234,567.8900" keeping the precision. */
export function formatAssetAmount(amount: string): string {
  const [int = '', frac] = amount.split('.');
  return frac === undefined ? formatInteger(int) : `${formatInteger(int)}.${frac}`;
}

export function shortHash(hash: string, head = 8, tail = 8): string {
  if (hash.length <= head + tail + 1) return hash;
  // slice(-0) is the whole string: a hash cut to its head alone ends with the ellipsis.
  return `${hash.slice(0, head)}…${tail > 0 ? hash.slice(-tail) : ''}`;
}
