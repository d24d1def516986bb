/**
 * Saves text or bytes as a file in the browser: a Blob URL clicked as a download link, so
 * nothing is sent anywhere (table rows as CSV or JSON, a contract's wasm).
 */
export function downloadFile(content: string | Uint8Array, fileName: string, type: string): void {
  // A copy, so the Blob never holds a view of a larger buffer.
  const part: BlobPart = typeof content === 'string' ? content : new Uint8Array(content);
  const url = URL.createObjectURL(new Blob([part], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // The browser has taken the URL by now; free it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file name from parts, keeping only characters every file system accepts. */
export function fileName(parts: readonly string[], ext: string): string {
  return `${parts
    .filter(Boolean)
    .map((p) => p.replace(/[^A-Za-z0-9._-]+/g, '_'))
    .join('-')}.${ext}`;
}
