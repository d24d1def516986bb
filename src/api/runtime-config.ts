import type { RuntimeConfig } from './schemas/runtime-config';

/**
 * config.json next to index.html, validated. A missing, slow or malformed file means "no runtime
 * config": the app must still start.
 */
export async function fetchRuntimeConfig(
  baseUrl: string,
  timeoutMs = 1500,
): Promise<RuntimeConfig> {
  try {
    // Same mode and credentials as index.html's preload of config.json, so this reuses it.
    // Its checker loads beside the file: zod stays off the start-up chunk (the answers' schemas
    // bring it with the first request anyway).
    const [res, schema] = await Promise.all([
      fetch(`${baseUrl}config.json`, { signal: AbortSignal.timeout(timeoutMs) }),
      import('./schemas/runtime-config'),
    ]);
    return res.ok ? schema.parseRuntimeConfig(await res.json()) : {};
  } catch {
    return {};
  }
}
