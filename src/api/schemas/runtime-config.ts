import { z } from '@/api/zod';

/**
 * The runtime `config.json` next to index.html lets a static deployment be repointed (node,
 * known token contracts) without a rebuild. Every field is optional; bad fields are dropped.
 */
const runtimeConfigSchema = z.object({
  /** Node used when the person has not chosen one. */
  nodeUrl: z.catch(z.optional(z.string()), undefined),
  /** Hyperion v2 history service of the node's chain; without one, history is read from blocks. */
  historyUrl: z.catch(z.optional(z.string()), undefined),
  /** Token contracts whose balances the account page asks for, besides the core token. */
  tokenContracts: z.catch(z.optional(z.array(z.string())), undefined),
  /** Core token contract (defaults to cyber.token). */
  coreTokenContract: z.catch(z.optional(z.string()), undefined),
  /** Core symbol as `precision,CODE` (defaults to 4,CYBER). */
  coreSymbol: z.catch(z.optional(z.string()), undefined),
  /** Time limit of one node request in ms (default 15 s): lower for a near node, higher for a far one. */
  requestTimeoutMs: z.catch(z.optional(z.int().check(z.gte(500), z.lte(120_000))), undefined),
  /** Nodes offered on the settings page. */
  nodes: z.catch(z.optional(z.array(z.object({ name: z.string(), url: z.string() }))), undefined),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** Validates config.json's content; a file that is not an object is no config at all. */
export function parseRuntimeConfig(file: unknown): RuntimeConfig {
  const parsed = runtimeConfigSchema.safeParse(file);
  return parsed.success ? parsed.data : {};
}
