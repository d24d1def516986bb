/**
 * fc writes uint128 values (e.g. `sender_id`) as unquoted digits, and any JSON integer beyond
 * 2^53 loses precision in `JSON.parse`. This quotes such integer literals (outside strings) so
 * they arrive as exact decimal strings; schemas for 64/128-bit fields accept both forms.
 */
export function quoteUnsafeIntegers(text: string): string {
  // Cheap exit: no run of 16+ digits anywhere means no unsafe integer.
  if (!/\d{16}/.test(text)) return text;
  let out = '';
  let last = 0;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      i++;
      while (i < n) {
        const d = text.charCodeAt(i);
        if (d === 92 /* \ */) i += 2;
        else if (d === 34) break;
        else i++;
      }
      i++;
      continue;
    }
    if (c === 45 /* - */ || (c >= 48 && c <= 57)) {
      const start = i;
      i++;
      while (i < n) {
        const d = text.charCodeAt(i);
        if ((d >= 48 && d <= 57) || d === 46 || d === 101 || d === 69 || d === 43 || d === 45) i++;
        else break;
      }
      const token = text.slice(start, i);
      if (/^-?\d{16,}$/.test(token) && !Number.isSafeInteger(Number(token))) {
        out += `${text.slice(last, start)}"${token}"`;
        last = i;
      }
      continue;
    }
    i++;
  }
  return last === 0 ? text : out + text.slice(last);
}

export type JsonParseResult = { ok: true; value: unknown } | { ok: false };

/** JSON.parse that keeps big integers exact and reports failure instead of throwing. */
export function parseJson(text: string): JsonParseResult {
  try {
    const value: unknown = JSON.parse(quoteUnsafeIntegers(text));
    return { ok: true, value };
  } catch {
    return { ok: false };
  }
}
