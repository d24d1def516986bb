/**
 * Where each node operation goes, and the bodies of the requests a page can make first. Nothing
 * here needs the answer schemas (zod): the start-up module reads it to send a page's first
 * requests while the rest of the app's code is still downloading.
 */
export const endpointPaths = {
  getInfo: '/v1/chain/get_info',
  getBlock: '/v1/chain/get_block',
  getBlockHeaderState: '/v1/chain/get_block_header_state',
  getAccount: '/v1/chain/get_account',
  getCode: '/v1/chain/get_code',
  getCodeHash: '/v1/chain/get_code_hash',
  getAbi: '/v1/chain/get_abi',
  getRawCodeAndAbi: '/v1/chain/get_raw_code_and_abi',
  getRawAbi: '/v1/chain/get_raw_abi',
  getTableRows: '/v1/chain/get_table_rows',
  getCurrencyBalance: '/v1/chain/get_currency_balance',
  getCurrencyStats: '/v1/chain/get_currency_stats',
  getProducers: '/v1/chain/get_producers',
  getProducerSchedule: '/v1/chain/get_producer_schedule',
  getScheduledTransactions: '/v1/chain/get_scheduled_transactions',
  abiJsonToBin: '/v1/chain/abi_json_to_bin',
  abiBinToJson: '/v1/chain/abi_bin_to_json',
  getRequiredKeys: '/v1/chain/get_required_keys',
  getTransactionId: '/v1/chain/get_transaction_id',
  getAgentPublicKey: '/v1/chain/get_agent_public_key',
  resolveNames: '/v1/chain/resolve_names',
  getProxyStatus: '/v1/chain/get_proxy_status',
  getConnections: '/v1/net/connections',
  getPeerStatus: '/v1/net/status',
  connectPeer: '/v1/net/connect',
  disconnectPeer: '/v1/net/disconnect',
} as const;

/** One node request: the operation and its JSON body (undefined sends none). */
export interface NodeRequest {
  endpoint: keyof typeof endpointPaths;
  body: unknown;
}

export const blockBody = (blockNumOrId: string | number) => ({
  block_num_or_id: String(blockNumOrId),
});

export const accountBody = (accountName: string) => ({ account_name: accountName });

export const currencyStatsBody = (code: string, symbol: string) => ({ code, symbol });

/** A page of a list: `lowerBound` is the previous answer's `more` ("" = from the start). */
export interface ListPage {
  lowerBound?: string;
  limit?: number;
}

/** Rows asked for per get_producers request when every candidate is wanted (the ranking). */
export const EVERY_PRODUCER_PAGE = 1000;

export const producersBody = (p: ListPage) =>
  withoutUndefined({ json: true, lower_bound: p.lowerBound || undefined, limit: p.limit });

export const scheduledTransactionsBody = (p: ListPage & { json?: boolean }) =>
  withoutUndefined({
    json: p.json ?? true,
    lower_bound: p.lowerBound || undefined,
    limit: p.limit,
  });

export function withoutUndefined(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}
