import type { HistoryAction } from '@/api/history-model';
import { isJsonObject } from '@/api/json-object';

/** The actions of a token contract that put the token in an account's balance (or take it out). */
export const TOKEN_MOVEMENT_ACTIONS = ['transfer', 'issue'] as const;

/** A page of accounts a token moved to or from, oldest actions first; `next` continues it. */
export interface TokenAccountsPage {
  accounts: string[];
  next: string | undefined;
  /** Actions of the token read on this page (for progress). */
  actions: number;
  /** The newest block among them. */
  lastBlock: number | undefined;
}

function symbolOf(quantity: unknown): string | undefined {
  if (typeof quantity !== 'string') return undefined;
  return /^\s*-?\d+(?:\.\d+)?\s+([A-Z]{1,7})\s*$/.exec(quantity)?.[1];
}

/**
 * The accounts an action of `code` moved `symbol` to or from: a transfer's sender and recipient,
 * an issue's recipient and its issuer (who holds what it issues first). Nothing for other
 * actions, other contracts or other symbols.
 */
export function tokenMovementAccounts(action: HistoryAction, code: string, symbol: string) {
  if (action.contract !== code || !isJsonObject(action.data)) return [];
  const d = action.data;
  if (symbolOf(d['quantity']) !== symbol) return [];
  const names: unknown[] = [];
  if (action.action === 'transfer') names.push(d['from'], d['to']);
  else if (action.action === 'issue') names.push(d['to'], action.authorization[0]?.actor);
  return names.filter((n): n is string => typeof n === 'string' && n !== '');
}

/** Every account of a page's actions, each once. */
export function accountsOfActions(
  actions: readonly HistoryAction[],
  code: string,
  symbol: string,
): string[] {
  const found = new Set<string>();
  for (const a of actions) for (const n of tokenMovementAccounts(a, code, symbol)) found.add(n);
  return [...found];
}
