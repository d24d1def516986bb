import { formatAssetAmount } from '@/lib/format';

/*
 * cyber.stake's numbers as the contract means them: amounts are int64 base units of the staked
 * token (`4,CYBER`: 10000 units = 1 CYBER), fees and percentages basis points (10000 = 100 %),
 * shares units of an agent's pool worth pool funds × share ÷ shares issued. Exact: BigInt, never
 * a float.
 */

/** 10000 basis points: 100 %. */
export const FULL_PCT = 10_000;

const SYMBOL = /^(\d{1,2}),([A-Z]{1,7})$/;

/** `4,CYBER` → precision and code; null when it is not a symbol. */
export function readSymbol(symbol: string): { precision: number; code: string } | null {
  const m = SYMBOL.exec(symbol.trim());
  return m?.[1] && m[2] ? { precision: Number(m[1]), code: m[2] } : null;
}

/** Base units as an asset's amount text: `123456`, 4 → `12.3456` (a sign kept). */
export function unitsAmount(units: string | bigint, precision: number): string {
  const value = BigInt(units);
  const sign = value < 0n ? '-' : '';
  const digits = (value < 0n ? -value : value).toString().padStart(precision + 1, '0');
  return precision === 0
    ? `${sign}${digits}`
    : `${sign}${digits.slice(0, -precision)}.${digits.slice(-precision)}`;
}

/** Base units as the asset the chain writes: `123456`, `4,CYBER` → `12.3456 CYBER`. */
export function unitsAsset(units: string | bigint, symbol: string): string {
  const s = readSymbol(symbol);
  return s ? `${unitsAmount(units, s.precision)} ${s.code}` : String(units);
}

/** Base units for a person, with the language's separators: `1,234.5678 CYBER`. */
export function formatUnits(units: string | bigint, symbol: string): string {
  const s = readSymbol(symbol);
  if (!s || !/^-?\d+$/.test(String(units))) return String(units);
  return `${formatAssetAmount(unitsAmount(units, s.precision))} ${s.code}`;
}

/** Basis points as a percentage: `500` → `5 %`, `1234` → `12.34 %` (the language's form). */
export function formatBasisPoints(bps: number): string {
  return new Intl.NumberFormat(undefined, {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(bps / FULL_PCT);
}

/**
 * What a share of an agent's pool is worth: funds × share ÷ shares issued (CyberWay's
 * safe_prop), rounded down. A node that keeps no `shares_sum` counts shares as funds.
 */
export function shareFunds(
  share: string,
  poolFunds: bigint,
  sharesSum: string | undefined,
): bigint {
  const s = BigInt(share);
  if (sharesSum === undefined) return s;
  const sum = BigInt(sharesSum);
  return sum === 0n ? 0n : (poolFunds * s) / sum;
}

/**
 * A typed amount (`1.5`, `1,5`, `2`) as the asset string of `symbol`'s precision; null when it
 * is not a positive amount or has more decimals than the token.
 */
export function amountAsset(typed: string, symbol: string): string | null {
  const s = readSymbol(symbol);
  const m = /^(\d+)(?:[.,](\d*))?$/.exec(typed.trim());
  if (!s || !m?.[1]) return null;
  const frac = m[2] ?? '';
  if (frac.length > s.precision) return null;
  const units = BigInt(m[1] + frac.padEnd(s.precision, '0'));
  if (units <= 0n || units > 2n ** 62n) return null;
  return unitsAsset(units, symbol);
}

/** A typed percentage (`50`, `12.5`, `0,01`) as basis points; null outside 0.01 %–100 %. */
export function percentBasisPoints(typed: string, allowZero = false): number | null {
  const m = /^(\d{1,3})(?:[.,](\d{0,2}))?$/.exec(typed.trim());
  if (!m?.[1]) return null;
  const bps = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bps <= FULL_PCT && (allowZero ? bps >= 0 : bps > 0) ? bps : null;
}
