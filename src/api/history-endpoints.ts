import type { z } from './zod';
import {
  getActionsSchema,
  getCreatedAccountsSchema,
  getCreatorSchema,
  getHealthSchema,
  getTransactionSchema,
} from './schemas/history';
import { keyAccountsSchema } from './schemas/key-accounts';

export interface HistoryEndpoint<S extends z.ZodMiniType = z.ZodMiniType> {
  /** Path under the history service's base URL. */
  path: `/v2/${string}`;
  /** Validates the answer and normalises it to the history model. */
  schema: S;
}

/** Every history-service (Hyperion v2) operation the explorer uses, declared once. */
export const historyEndpoints = {
  getHealth: { path: '/v2/health', schema: getHealthSchema },
  getActions: { path: '/v2/history/get_actions', schema: getActionsSchema },
  getTransaction: { path: '/v2/history/get_transaction', schema: getTransactionSchema },
  getCreator: { path: '/v2/history/get_creator', schema: getCreatorSchema },
  getCreatedAccounts: {
    path: '/v2/history/get_created_accounts',
    schema: getCreatedAccountsSchema,
  },
  /** Hyperion's state index: the accounts holding a key (PUB_K1_… or EOS…; GLS… is a 400). */
  getKeyAccounts: { path: '/v2/state/get_key_accounts', schema: keyAccountsSchema },
} as const satisfies Record<string, HistoryEndpoint>;

export type HistoryEndpointName = keyof typeof historyEndpoints;
