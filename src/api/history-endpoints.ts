import type { z } from './zod';
import {
  getActionsSchema,
  getCreatedAccountsSchema,
  getCreatorSchema,
  getHealthSchema,
  getTransactionSchema,
} from './schemas/history';
import { historyPaths as paths } from './history-paths';

export interface HistoryEndpoint<S extends z.ZodMiniType = z.ZodMiniType> {
  /** Path under the history service's base URL. */
  path: `/v2/${string}`;
  /** Validates the answer and normalises it to the history model. */
  schema: S;
}

/** Every history-service (Hyperion v2) operation the explorer uses, declared once. */
export const historyEndpoints = {
  getHealth: { path: paths.getHealth, schema: getHealthSchema },
  getActions: { path: paths.getActions, schema: getActionsSchema },
  getTransaction: { path: paths.getTransaction, schema: getTransactionSchema },
  getCreator: { path: paths.getCreator, schema: getCreatorSchema },
  getCreatedAccounts: { path: paths.getCreatedAccounts, schema: getCreatedAccountsSchema },
} as const satisfies Record<string, HistoryEndpoint>;

export type HistoryEndpointName = keyof typeof historyEndpoints;
