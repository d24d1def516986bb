import type { z } from './zod';
import { endpointPaths as p } from './requests';
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
  getInfo: { path: p.getInfo, schema: getInfoSchema },
  getBlock: { path: p.getBlock, schema: getBlockSchema },
  getBlockHeaderState: {
    path: p.getBlockHeaderState,
    schema: getBlockHeaderStateSchema,
  },
  getAccount: { path: p.getAccount, schema: getAccountSchema },
  getCode: { path: p.getCode, schema: getCodeSchema },
  getCodeHash: { path: p.getCodeHash, schema: getCodeHashSchema },
  getAbi: { path: p.getAbi, schema: getAbiSchema },
  getRawCodeAndAbi: { path: p.getRawCodeAndAbi, schema: getRawCodeAndAbiSchema },
  getRawAbi: { path: p.getRawAbi, schema: getRawAbiSchema },
  getTableRows: { path: p.getTableRows, schema: getTableRowsSchema },
  getCurrencyBalance: { path: p.getCurrencyBalance, schema: getCurrencyBalanceSchema },
  getCurrencyStats: { path: p.getCurrencyStats, schema: getCurrencyStatsSchema },
  getProducers: { path: p.getProducers, schema: getProducersSchema },
  getProducerSchedule: {
    path: p.getProducerSchedule,
    schema: getProducerScheduleSchema,
  },
  getScheduledTransactions: {
    path: p.getScheduledTransactions,
    schema: getScheduledTransactionsSchema,
  },
  abiJsonToBin: { path: p.abiJsonToBin, schema: abiJsonToBinSchema },
  abiBinToJson: { path: p.abiBinToJson, schema: abiBinToJsonSchema },
  getRequiredKeys: { path: p.getRequiredKeys, schema: getRequiredKeysSchema },
  getTransactionId: { path: p.getTransactionId, schema: getTransactionIdSchema },
  getAgentPublicKey: {
    path: p.getAgentPublicKey,
    schema: getAgentPublicKeySchema,
    plainText: true,
  },
  resolveNames: { path: p.resolveNames, schema: resolveNamesSchema },
  getProxyStatus: { path: p.getProxyStatus, schema: getProxyStatusSchema },
  getConnections: { path: p.getConnections, schema: getConnectionsSchema },
  getPeerStatus: { path: p.getPeerStatus, schema: getPeerStatusSchema },
  connectPeer: { path: p.connectPeer, schema: netMessageSchema, plainText: true },
  disconnectPeer: { path: p.disconnectPeer, schema: netMessageSchema, plainText: true },
  // Exactly the operations of requests.ts: none without a path, no path without a schema.
} as const satisfies Record<keyof typeof p, Endpoint>;

export type EndpointName = keyof typeof endpoints;
