import { retryableImport } from './retryable-import';
import type { z } from './zod';

export interface Endpoint<S extends z.ZodMiniType = z.ZodMiniType> {
  /** Path under the node's base URL. */
  path: `/v1/${'chain' | 'net'}/${string}`;
  /**
   * Validates and normalises the answer. Each schema module is a chunk of its own, loaded with
   * the first call that needs it (in parallel with the request), and again after a failed
   * download: a first page carries only the schemas of what it asks.
   */
  schema: () => Promise<S>;
  /** The answer may be bare text rather than a JSON string (net messages, per the spec). */
  plainText?: boolean;
}

/** Every node operation the explorer uses, declared once: path and answer schema. */
export const endpoints = {
  getInfo: {
    path: '/v1/chain/get_info',
    schema: retryableImport(() => import('./schemas/chain').then((m) => m.getInfoSchema)),
  },
  getBlock: {
    path: '/v1/chain/get_block',
    schema: retryableImport(() => import('./schemas/block').then((m) => m.getBlockSchema)),
  },
  getBlockHeaderState: {
    path: '/v1/chain/get_block_header_state',
    schema: retryableImport(() =>
      import('./schemas/block').then((m) => m.getBlockHeaderStateSchema),
    ),
  },
  getAccount: {
    path: '/v1/chain/get_account',
    schema: retryableImport(() => import('./schemas/account').then((m) => m.getAccountSchema)),
  },
  getCode: {
    path: '/v1/chain/get_code',
    schema: retryableImport(() => import('./schemas/abi').then((m) => m.getCodeSchema)),
  },
  getCodeHash: {
    path: '/v1/chain/get_code_hash',
    schema: retryableImport(() => import('./schemas/abi').then((m) => m.getCodeHashSchema)),
  },
  getAbi: {
    path: '/v1/chain/get_abi',
    schema: retryableImport(() => import('./schemas/abi').then((m) => m.getAbiSchema)),
  },
  getRawCodeAndAbi: {
    path: '/v1/chain/get_raw_code_and_abi',
    schema: retryableImport(() => import('./schemas/abi').then((m) => m.getRawCodeAndAbiSchema)),
  },
  getRawAbi: {
    path: '/v1/chain/get_raw_abi',
    schema: retryableImport(() => import('./schemas/abi').then((m) => m.getRawAbiSchema)),
  },
  getTableRows: {
    path: '/v1/chain/get_table_rows',
    schema: retryableImport(() => import('./schemas/table').then((m) => m.getTableRowsSchema)),
  },
  getCurrencyBalance: {
    path: '/v1/chain/get_currency_balance',
    schema: retryableImport(() =>
      import('./schemas/token').then((m) => m.getCurrencyBalanceSchema),
    ),
  },
  getCurrencyStats: {
    path: '/v1/chain/get_currency_stats',
    schema: retryableImport(() => import('./schemas/token').then((m) => m.getCurrencyStatsSchema)),
  },
  getProducers: {
    path: '/v1/chain/get_producers',
    schema: retryableImport(() => import('./schemas/producer').then((m) => m.getProducersSchema)),
  },
  getProducerSchedule: {
    path: '/v1/chain/get_producer_schedule',
    schema: retryableImport(() =>
      import('./schemas/schedule').then((m) => m.getProducerScheduleSchema),
    ),
  },
  getScheduledTransactions: {
    path: '/v1/chain/get_scheduled_transactions',
    schema: retryableImport(() =>
      import('./schemas/deferred').then((m) => m.getScheduledTransactionsSchema),
    ),
  },
  abiJsonToBin: {
    path: '/v1/chain/abi_json_to_bin',
    schema: retryableImport(() => import('./schemas/helpers').then((m) => m.abiJsonToBinSchema)),
  },
  abiBinToJson: {
    path: '/v1/chain/abi_bin_to_json',
    schema: retryableImport(() => import('./schemas/helpers').then((m) => m.abiBinToJsonSchema)),
  },
  getRequiredKeys: {
    path: '/v1/chain/get_required_keys',
    schema: retryableImport(() => import('./schemas/helpers').then((m) => m.getRequiredKeysSchema)),
  },
  getTransactionId: {
    path: '/v1/chain/get_transaction_id',
    schema: retryableImport(() =>
      import('./schemas/helpers').then((m) => m.getTransactionIdSchema),
    ),
  },
  getAgentPublicKey: {
    path: '/v1/chain/get_agent_public_key',
    schema: retryableImport(() =>
      import('./schemas/cyberway').then((m) => m.getAgentPublicKeySchema),
    ),
    plainText: true,
  },
  resolveNames: {
    path: '/v1/chain/resolve_names',
    schema: retryableImport(() => import('./schemas/cyberway').then((m) => m.resolveNamesSchema)),
  },
  getProxyStatus: {
    path: '/v1/chain/get_proxy_status',
    schema: retryableImport(() => import('./schemas/cyberway').then((m) => m.getProxyStatusSchema)),
  },
  /** Answers 202 (accepted), which call() reads as any 2xx. */
  pushTransaction: {
    path: '/v1/chain/push_transaction',
    schema: retryableImport(() => import('./schemas/push').then((m) => m.pushTransactionSchema)),
  },
  pushTransactions: {
    path: '/v1/chain/push_transactions',
    schema: retryableImport(() => import('./schemas/push').then((m) => m.pushTransactionsSchema)),
  },
  getConnections: {
    path: '/v1/net/connections',
    schema: retryableImport(() => import('./schemas/net').then((m) => m.getConnectionsSchema)),
  },
  getPeerStatus: {
    path: '/v1/net/status',
    schema: retryableImport(() => import('./schemas/net').then((m) => m.getPeerStatusSchema)),
  },
  connectPeer: {
    path: '/v1/net/connect',
    schema: retryableImport(() => import('./schemas/net').then((m) => m.netMessageSchema)),
    plainText: true,
  },
  disconnectPeer: {
    path: '/v1/net/disconnect',
    schema: retryableImport(() => import('./schemas/net').then((m) => m.netMessageSchema)),
    plainText: true,
  },
} as const;

export type EndpointName = keyof typeof endpoints;
