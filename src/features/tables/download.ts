/** Saves text as a file in the browser (a Blob URL; nothing is sent anywhere). */
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file name from parts, keeping only characters every file system accepts. */
export function fileName(parts: readonly string[], ext: string): string {
  return `${parts
    .filter(Boolean)
    .map((p) => p.replace(/[^A-Za-z0-9._-]+/g, '_'))
    .join('-')}.${ext}`;
}
