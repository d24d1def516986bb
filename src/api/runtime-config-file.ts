/**
 * Fetches the runtime config.json next to index.html. Kept apart from its schema (zod) so the
 * start-up module can read the node from it before the rest of the app's code has loaded.
 * A missing, slow or malformed file means "no runtime config": the app must still start.
 */
export async function fetchRuntimeConfigFile(baseUrl: string, timeoutMs = 1500): Promise<unknown> {
  try {
    // Same mode and credentials as index.html's preload of config.json, so this reuses it.
    const res = await fetch(`${baseUrl}config.json`, { signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) return undefined;
    return (await res.json()) as unknown;
  } catch {
    return undefined;
  }
}

/** config.json's `nodeUrl` by the schema's rule (a string, or nothing), without the schema. */
export function configNodeUrl(file: unknown): string | null {
  if (typeof file !== 'object' || file === null || !('nodeUrl' in file)) return null;
  return typeof file.nodeUrl === 'string' ? file.nodeUrl : null;
}

/** config.json's `historyUrl` by the same rule. */
export function configHistoryUrl(file: unknown): string | null {
  if (typeof file !== 'object' || file === null || !('historyUrl' in file)) return null;
  return typeof file.historyUrl === 'string' ? file.historyUrl : null;
}
