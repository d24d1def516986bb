import { queryOptions } from '@tanstack/react-query';
import type { NodeClient, TableRowsParams } from '@/api/node-client';
import { isNullPublicKey } from '@/api/null-key';
import { retryableImport } from '@/api/retryable-import';
import { boundFromRow } from '@/api/table-bounds';
import { nodeKey } from './keys';

/** Rows per table read: ChainDB has no cap but a 10 ms budget per call, which may stop it sooner. */
const AGENT_PAGE = 1000;
/** Table reads at most for every agent; a producer past them is read on its own. */
const AGENT_READS = 5;
/** The largest account name: the upper bound of one token's agents. */
const LAST_NAME = 'zzzzzzzzzzzzj';

export interface AgentKeys {
  /** Every agent read → its signing key, `""` when none is stored (null or the null key). */
  keys: ReadonlyMap<string, string>;
  /**
   * The last agent read when the reads stopped before the end (agents are listed by name), else
   * null: every agent was read, and an account not among them is not one.
   */
  readUpTo: string | null;
}

/** `4,CYBER` → `CYBER`. */
const symbolCode = (symbol: string) => symbol.slice(symbol.indexOf(',') + 1);

/** cyber.stake's agents of one token, by name (the `bykey` index: token_code, account). */
const agentRows = (code: string, from: string, to: string, limit: number): TableRowsParams => ({
  code: 'cyber.stake',
  scope: 'cyber.stake',
  table: 'stake.agent',
  index: 'bykey',
  lowerBound: { token_code: code, account: from },
  upperBound: { token_code: code, account: to },
  limit,
});

/** The agents' rows' schema loads with the first read (zod stays off the account page's code). */
const loadAgentRowSchema = retryableImport(() =>
  import('@/api/schemas/cyberway').then((m) => m.agentKeyRowSchema),
);

function readKeys(
  schema: Awaited<ReturnType<typeof loadAgentRowSchema>>,
  rows: readonly unknown[],
  into: Map<string, string>,
) {
  for (const row of rows) {
    const agent = schema.safeParse(row);
    if (!agent.success) continue;
    const key = agent.data.signing_key ?? '';
    into.set(agent.data.account, isNullPublicKey(key) ? '' : key);
  }
}

export const agentQueries = {
  all: (client: NodeClient) => nodeKey(client, 'agent'),
  /** Signing key of an agent for a token (`symbol` as `4,CYBER`); `""` when none is stored. */
  publicKey: (client: NodeClient, account: string, symbol: string) =>
    queryOptions({
      queryKey: [...agentQueries.all(client), account, symbol, 'public-key'] as const,
      queryFn: ({ signal }) => client.getAgentPublicKey(account, symbol, { signal }),
      staleTime: 30_000,
    }),
  /**
   * Every agent's signing key for a token, from the stake.agent table in a few paged reads:
   * get_agent_public_key would take one request per account, and answers for an account that is
   * not an agent with the next agent's key.
   */
  keys: (client: NodeClient, symbol: string) =>
    queryOptions({
      queryKey: [...agentQueries.all(client), symbol, 'keys'] as const,
      queryFn: async ({ signal }): Promise<AgentKeys> => {
        const schemaLoad = loadAgentRowSchema();
        // A failed download is this read's failure, reported when the rows are read.
        schemaLoad.catch(() => undefined);
        const code = symbolCode(symbol);
        const keys = new Map<string, string>();
        let from: unknown = { token_code: code, account: '' };
        for (let i = 0; i < AGENT_READS; i++) {
          const params = agentRows(code, '', LAST_NAME, AGENT_PAGE);
          const page = await client.getTableRows({ ...params, lowerBound: from }, { signal });
          readKeys(await schemaLoad, page.rows, keys);
          if (!page.more || typeof page.next !== 'object' || page.next === null) {
            return { keys, readUpTo: null };
          }
          from = boundFromRow(page.next, ['token_code', 'account']);
        }
        return { keys, readUpTo: [...keys.keys()].pop() ?? '' };
      },
      staleTime: 30_000,
    }),
  /**
   * One agent's row, for an account past what `keys` read: a key, `""` for none, or null when
   * the account is not an agent (the table has no row of that name).
   */
  key: (client: NodeClient, account: string, symbol: string) =>
    queryOptions({
      queryKey: [...agentQueries.all(client), account, symbol, 'key'] as const,
      queryFn: async ({ signal }) => {
        const params = agentRows(symbolCode(symbol), account, account, 1);
        const [schema, page] = await Promise.all([
          loadAgentRowSchema(),
          client.getTableRows(params, { signal }),
        ]);
        const keys = new Map<string, string>();
        readKeys(schema, page.rows, keys);
        return keys.get(account) ?? null;
      },
      staleTime: 30_000,
    }),
  proxyStatus: (client: NodeClient, account: string, symbol: string) =>
    queryOptions({
      queryKey: [...agentQueries.all(client), account, symbol, 'proxy-status'] as const,
      queryFn: ({ signal }) => client.getProxyStatus(account, symbol, { signal }),
      staleTime: 30_000,
    }),
};
