import { formatInteger } from '@/lib/format';
import { formatUnits, readSymbol } from '@/lib/stake-units';

/** A decimal number held exactly: `units / 10^scale`. */
interface Decimal {
  units: bigint;
  scale: number;
}

const DECIMAL = /^(\d+)(?:\.(\d*))?(?:[eE]([-+]?\d+))?$/;

/**
 * Reads a non-negative vote figure exactly. CyberWay sends integers (quoted above 2^32), EOSIO
 * float strings such as `"1234.5000000000"`; both stay exact because nothing goes through Number.
 */
export function parseDecimal(value: string): Decimal | null {
  const m = DECIMAL.exec(value.trim());
  if (!m?.[1]) return null;
  const frac = m[2] ?? '';
  const exponent = m[3] ? Number(m[3]) : 0;
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 400) return null;
  let units = BigInt(m[1] + frac);
  let scale = frac.length - exponent;
  if (scale < 0) {
    units *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { units, scale };
}

/**
 * `votes` as a percentage of `total`, rounded half up to `decimals` places ("12.3457"), computed
 * with BigInt so 64-bit vote weights lose nothing. Null when either value is unreadable or the
 * total is zero.
 */
export function voteShare(votes: string, total: string, decimals = 4): string | null {
  const v = parseDecimal(votes);
  const t = parseDecimal(total);
  if (!v || !t || t.units === 0n) return null;
  const scale = Math.max(v.scale, t.scale);
  const vu = v.units * 10n ** BigInt(scale - v.scale);
  const tu = t.units * 10n ** BigInt(scale - t.scale);
  const factor = 100n * 10n ** BigInt(decimals);
  const scaled = (vu * factor * 2n + tu) / (tu * 2n);
  const digits = scaled.toString().padStart(decimals + 1, '0');
  if (decimals === 0) return digits;
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/**
 * A vote figure as the chain means it. CyberWay's votes are an integer, the staked core token in
 * its base units: with `4,CYBER` they read "12,104,244.9479 CYBER". EOSIO's are float vote
 * weights with no unit, shown by their integer part ("1,234"). Exact for any size, and the
 * separators are the language's.
 */
export function formatVotes(votes: string, coreSymbol: string): string {
  const d = parseDecimal(votes);
  if (!d) return votes;
  if (/^\d+$/.test(votes.trim()) && readSymbol(coreSymbol)) {
    return formatUnits(d.units, coreSymbol);
  }
  return formatInteger((d.units / 10n ** BigInt(d.scale)).toString());
}
