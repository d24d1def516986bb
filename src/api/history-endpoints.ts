import type { z } from './zod';
import { retryableImport } from './retryable-import';
import type * as HistorySchemaModule from './schemas/history';

export interface HistoryEndpoint<S extends z.ZodMiniType = z.ZodMiniType> {
  /** Path under the history service's base URL. */
  path: `/v2/${string}`;
  /**
   * Validates the answer and normalises it to the history model; loaded with the first request
   * that needs it, as the node's answer schemas are (zod stays off the pages' first load).
   */
  schema: () => Promise<S>;
}

type HistorySchemas = typeof HistorySchemaModule;

/** One schema of the history module, imported on first use. */
function history<S extends z.ZodMiniType>(pick: (m: HistorySchemas) => S): () => Promise<S> {
  return retryableImport(() => import('./schemas/history').then(pick));
}

/** Every history-service (Hyperion v2) operation the explorer uses, declared once. */
export const historyEndpoints = {
  getHealth: { path: '/v2/health', schema: history((m) => m.getHealthSchema) },
  getActions: { path: '/v2/history/get_actions', schema: history((m) => m.getActionsSchema) },
  getTransaction: {
    path: '/v2/history/get_transaction',
    schema: history((m) => m.getTransactionSchema),
  },
  getCreator: { path: '/v2/history/get_creator', schema: history((m) => m.getCreatorSchema) },
  getCreatedAccounts: {
    path: '/v2/history/get_created_accounts',
    schema: history((m) => m.getCreatedAccountsSchema),
  },
  /** Hyperion's state index: the accounts holding a key (PUB_K1_… or EOS…; GLS… is a 400). */
  getKeyAccounts: {
    path: '/v2/state/get_key_accounts',
    schema: retryableImport(() =>
      import('./schemas/key-accounts').then((m) => m.keyAccountsSchema),
    ),
  },
} as const;

export type HistoryEndpointName = keyof typeof historyEndpoints;
