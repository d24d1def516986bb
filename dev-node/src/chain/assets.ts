import { Asset } from '@wharfkit/antelope';

const symbols = new Map<string, Asset.Symbol>();
const formatted = new Map<string, string>();

export function symbolOf(text: string): Asset.Symbol {
  let sym = symbols.get(text);
  if (!sym) {
    sym = Asset.Symbol.from(text);
    symbols.set(text, sym);
  }
  return sym;
}

/**
 * `"12.3400 CYBER"` from base units. Memoized while the memo is small: generated data reuses a
 * bounded set of amounts, and wharfkit's formatting costs ~5 µs, too slow for a million rows.
 */
export function formatAsset(units: number, symbol: string): string {
  const key = `${units}|${symbol}`;
  let text = formatted.get(key);
  if (text === undefined) {
    text = Asset.fromUnits(units, symbolOf(symbol)).toString();
    if (formatted.size < 200_000) formatted.set(key, text);
  }
  return text;
}

/** Base units of an asset string, or undefined when it is not a valid asset. */
export function parseAsset(text: string): { units: number; symbol: string } | undefined {
  try {
    const asset = Asset.from(text);
    return { units: Number(asset.units.toString()), symbol: asset.symbol.toString() };
  } catch {
    return undefined;
  }
}
