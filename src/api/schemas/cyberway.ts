import { z } from '@/api/zod';
import { counter, name } from './common';

/**
 * get_agent_public_key → the agent's signing key, `""` when none is stored. Real nodes send a
 * bare string; the spec `{signing_key}`. Beware: the node does not check that the account is an
 * agent, and may return the next agent's key.
 */
export const getAgentPublicKeySchema = z.pipe(
  z.union([z.string(), z.object({ signing_key: z.string() })]),
  z.transform((v) => (typeof v === 'string' ? v : v.signing_key)),
);

/** One resolve_names answer; keys that do not apply are omitted. */
export const resolvedNameSchema = z.object({
  /** Account the domain is linked to (`""` when unlinked). */
  resolved_domain: z.optional(z.string()),
  /** Account the username stands for. */
  resolved_username: z.optional(z.string()),
});
export type ResolvedName = z.infer<typeof resolvedNameSchema>;

/** resolve_names → one entry per input, in order (the node may truncate the list on its time budget). */
export const resolveNamesSchema = z.array(resolvedNameSchema);

/** The spec's symbol form: `[{accuracy, symbol_code}]`. */
const symbolPartsSchema = z.array(
  z.object({ accuracy: z.union([z.string(), z.number()]), symbol_code: z.string() }),
);

export interface ProxyStatus {
  /** The proxy (agent) account. */
  account: string;
  /** Token symbol as `precision,CODE`, e.g. `4,CYBER`. */
  symbol: string;
  /** Proxy level of the agent. */
  proxylevel: number;
  /** Number of grantors (stake grants whose grantor is the account). */
  proxies_count: number;
}

/**
 * get_proxy_status. Real nodes send `account` and `symbol: "4,CYBER"`; the spec `account_name`
 * and `symbol: [{accuracy, symbol_code}]`.
 */
export const getProxyStatusSchema = z.pipe(
  z
    .object({
      account: z.optional(name),
      account_name: z.optional(name),
      symbol: z.union([z.string(), symbolPartsSchema]),
      proxylevel: counter,
      proxies_count: counter,
    })
    .check(
      z.refine((v) => v.account !== undefined || v.account_name !== undefined, {
        message: 'expected account or account_name',
        path: ['account'],
      }),
    ),
  z.transform(({ account, account_name, symbol, proxylevel, proxies_count }): ProxyStatus => {
    const first = typeof symbol === 'string' ? undefined : symbol[0];
    return {
      account: account ?? account_name ?? '',
      symbol:
        typeof symbol === 'string' ? symbol : first ? `${first.accuracy},${first.symbol_code}` : '',
      proxylevel,
      proxies_count,
    };
  }),
);

/**
 * The fields of a cyber.stake `stake.agent` row the explorer reads: whose it is and the key it
 * would sign blocks with. `signing_key` is an optional public key: null (or absent) when none is
 * stored.
 */
export const agentKeyRowSchema = z.object({
  account: name,
  signing_key: z.optional(z.nullable(z.string())),
});
