import { Asset } from '@wharfkit/antelope';

const symbols = new Map<string, Asset.Symbol>();
const layouts = new Map<string, { precision: number; code: string }>();

export function symbolOf(text: string): Asset.Symbol {
  let sym = symbols.get(text);
  if (!sym) {
    sym = Asset.Symbol.from(text);
    symbols.set(text, sym);
  }
  return sym;
}

function layoutOf(symbol: string): { precision: number; code: string } {
  let layout = layouts.get(symbol);
  if (!layout) {
    const sym = symbolOf(symbol);
    layout = { precision: sym.precision, code: sym.code.toString() };
    layouts.set(symbol, layout);
  }
  return layout;
}

/**
 * `"12.3400 CYBER"` from base units (`"4,CYBER"`), as wharfkit's Asset writes it. Written by
 * hand for safe integers (wharfkit's formatting costs ~5 µs, too slow for a million rows made on
 * demand); anything else goes through wharfkit.
 */
export function formatAsset(units: number, symbol: string): string {
  const { precision, code } = layoutOf(symbol);
  if (!Number.isSafeInteger(units)) return Asset.fromUnits(units, symbolOf(symbol)).toString();
  let digits = String(Math.abs(units));
  if (precision > 0) {
    digits = digits.padStart(precision + 1, '0');
    digits = `${digits.slice(0, digits.length - precision)}.${digits.slice(digits.length - precision)}`;
  }
  return `${units < 0 ? '-' : ''}${digits} ${code}`;
}
