import type { z } from './zod';
import {
  getAbiSchema,
  getCodeHashSchema,
  getCodeSchema,
  getRawAbiSchema,
  getRawCodeAndAbiSchema,
} from './schemas/abi';
import { getAccountSchema } from './schemas/account';
import { getBlockHeaderStateSchema, getBlockSchema } from './schemas/block';
import { getInfoSchema } from './schemas/chain';
import {
  getAgentPublicKeySchema,
  getProxyStatusSchema,
  resolveNamesSchema,
} from './schemas/cyberway';
import { getScheduledTransactionsSchema } from './schemas/deferred';
import {
  abiBinToJsonSchema,
  abiJsonToBinSchema,
  getRequiredKeysSchema,
  getTransactionIdSchema,
} from './schemas/helpers';
import { getConnectionsSchema, getPeerStatusSchema, netMessageSchema } from './schemas/net';
import { getProducersSchema } from './schemas/producer';
import { pushTransactionSchema, pushTransactionsSchema } from './schemas/push';
import { getProducerScheduleSchema } from './schemas/schedule';
import { getTableRowsSchema } from './schemas/table';
import { getCurrencyBalanceSchema, getCurrencyStatsSchema } from './schemas/token';

export interface Endpoint<S extends z.ZodMiniType = z.ZodMiniType> {
  /** Path under the node's base URL. */
  path: `/v1/${'chain' | 'net'}/${string}`;
  /** Validates and normalises the answer. */
  schema: S;
  /** The answer may be bare text rather than a JSON string (net messages, per the spec). */
  plainText?: boolean;
}

/** Every node operation the explorer uses, declared once: path and answer schema. */
export const endpoints = {
  getInfo: { path: '/v1/chain/get_info', schema: getInfoSchema },
  getBlock: { path: '/v1/chain/get_block', schema: getBlockSchema },
  getBlockHeaderState: {
    path: '/v1/chain/get_block_header_state',
    schema: getBlockHeaderStateSchema,
  },
  getAccount: { path: '/v1/chain/get_account', schema: getAccountSchema },
  getCode: { path: '/v1/chain/get_code', schema: getCodeSchema },
  getCodeHash: { path: '/v1/chain/get_code_hash', schema: getCodeHashSchema },
  getAbi: { path: '/v1/chain/get_abi', schema: getAbiSchema },
  getRawCodeAndAbi: { path: '/v1/chain/get_raw_code_and_abi', schema: getRawCodeAndAbiSchema },
  getRawAbi: { path: '/v1/chain/get_raw_abi', schema: getRawAbiSchema },
  getTableRows: { path: '/v1/chain/get_table_rows', schema: getTableRowsSchema },
  getCurrencyBalance: { path: '/v1/chain/get_currency_balance', schema: getCurrencyBalanceSchema },
  getCurrencyStats: { path: '/v1/chain/get_currency_stats', schema: getCurrencyStatsSchema },
  getProducers: { path: '/v1/chain/get_producers', schema: getProducersSchema },
  getProducerSchedule: {
    path: '/v1/chain/get_producer_schedule',
    schema: getProducerScheduleSchema,
  },
  getScheduledTransactions: {
    path: '/v1/chain/get_scheduled_transactions',
    schema: getScheduledTransactionsSchema,
  },
  abiJsonToBin: { path: '/v1/chain/abi_json_to_bin', schema: abiJsonToBinSchema },
  abiBinToJson: { path: '/v1/chain/abi_bin_to_json', schema: abiBinToJsonSchema },
  getRequiredKeys: { path: '/v1/chain/get_required_keys', schema: getRequiredKeysSchema },
  getTransactionId: { path: '/v1/chain/get_transaction_id', schema: getTransactionIdSchema },
  getAgentPublicKey: {
    path: '/v1/chain/get_agent_public_key',
    schema: getAgentPublicKeySchema,
    plainText: true,
  },
  resolveNames: { path: '/v1/chain/resolve_names', schema: resolveNamesSchema },
  getProxyStatus: { path: '/v1/chain/get_proxy_status', schema: getProxyStatusSchema },
  /** Answers 202 (accepted), which call() reads as any 2xx. */
  pushTransaction: { path: '/v1/chain/push_transaction', schema: pushTransactionSchema },
  pushTransactions: { path: '/v1/chain/push_transactions', schema: pushTransactionsSchema },
  getConnections: { path: '/v1/net/connections', schema: getConnectionsSchema },
  getPeerStatus: { path: '/v1/net/status', schema: getPeerStatusSchema },
  connectPeer: { path: '/v1/net/connect', schema: netMessageSchema, plainText: true },
  disconnectPeer: { path: '/v1/net/disconnect', schema: netMessageSchema, plainText: true },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
