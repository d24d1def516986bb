/** Base units of an amount's text ("123.4567" → 1234567n); null when it is not one. */
export function unitsOf(amount: string): bigint | null {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  return m?.[1] ? BigInt(`${m[1]}${m[2] ?? ''}`) : null;
}

/** The amount of an asset text ("446.0000 CYBER" → "446.0000"). */
export function amountOf(asset: string | undefined): string | undefined {
  return asset?.trim().split(/\s+/)[0];
}

/**
 * `part` of `whole` as a percentage with two decimals, from the integers (no float for the
 * digits): "12.34%", "<0.01%" for a share too small to show, null without a whole.
 */
export function shareText(part: bigint, whole: bigint | null): string | null {
  if (whole === null || whole <= 0n) return null;
  if (part <= 0n) return '0.00%';
  const hundredths = (part * 10_000n) / whole;
  if (hundredths === 0n) return '<0.01%';
  const text = hundredths.toString().padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}%`;
}
