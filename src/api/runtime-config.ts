import { z } from 'zod';

/**
 * The runtime `config.json` next to index.html lets a static deployment be repointed (node,
 * known token contracts) without a rebuild. Every field is optional; bad fields are dropped.
 */
export const runtimeConfigSchema = z.object({
  /** Node used when the person has not chosen one. */
  nodeUrl: z.string().optional().catch(undefined),
  /** Token contracts whose balances the account page asks for, besides the core token. */
  tokenContracts: z.array(z.string()).optional().catch(undefined),
  /** Core token contract (defaults to cyber.token). */
  coreTokenContract: z.string().optional().catch(undefined),
  /** Core symbol as `precision,CODE` (defaults to 4,CYBER). */
  coreSymbol: z.string().optional().catch(undefined),
  /** Time limit of one node request in ms (default 15 s): lower for a near node, higher for a far one. */
  requestTimeoutMs: z.number().int().min(500).max(120_000).optional().catch(undefined),
  /** Nodes offered on the settings page. */
  nodes: z
    .array(z.object({ name: z.string(), url: z.string() }))
    .optional()
    .catch(undefined),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/**
 * Reads config.json relative to the app's base URL. A missing, slow or malformed file means
 * "no runtime config": the app must still start.
 */
export async function loadRuntimeConfig(baseUrl: string, timeoutMs = 1500): Promise<RuntimeConfig> {
  try {
    const res = await fetch(`${baseUrl}config.json`, {
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-cache',
    });
    if (!res.ok) return {};
    const parsed = runtimeConfigSchema.safeParse(await res.json());
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}
