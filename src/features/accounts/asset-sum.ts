import { parseAsset } from '@/lib/format';

/**
 * The sum of asset strings of one symbol ("1.5000 CYBER" + "2.25 CYBER" → "3.7500 CYBER"),
 * exact (BigInt on the smallest unit), in the largest precision among them; null when one is
 * not an asset or the symbols differ, for a total of unlike things says nothing.
 */
export function sumAssets(values: readonly string[]): string | null {
  const parts = values.map(parseAsset);
  const symbol = parts[0]?.symbol;
  if (!symbol || parts.some((p) => p?.symbol !== symbol)) return null;
  const amounts = parts.flatMap((p) => (p ? [p.amount] : []));
  const precision = Math.max(...amounts.map((a) => a.split('.')[1]?.length ?? 0));
  const units = amounts.reduce((sum, amount) => {
    const [int = '0', frac = ''] = amount.replace('-', '').split('.');
    const value = BigInt(int + frac.padEnd(precision, '0'));
    return sum + (amount.startsWith('-') ? -value : value);
  }, 0n);
  const sign = units < 0n ? '-' : '';
  const digits = (units < 0n ? -units : units).toString().padStart(precision + 1, '0');
  const amount =
    precision === 0 ? digits : `${digits.slice(0, -precision)}.${digits.slice(-precision)}`;
  return `${sign}${amount} ${symbol}`;
}
