/**
 * A URL from node data (a producer's website, …) as a link target, or null. Only absolute
 * http(s) URLs without credentials pass: never `javascript:`, `data:` or a relative path that
 * would look like part of the explorer.
 */
export function safeExternalUrl(value: string): string | null {
  const text = value.trim();
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}
