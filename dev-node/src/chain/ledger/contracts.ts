import { diceHandlers } from './dice.ts';
import { domainHandlers } from './domain.ts';
import type { Handler } from './ledger.ts';
import { stakeHandlers } from './stake.ts';
import { systemHandlers } from './system.ts';
import { tokenHandlers } from './token.ts';

/**
 * Handlers by `receiver/code/action`: a contract's own actions (receiver = code) and the
 * notifications it reacts to (cyber.stake on cyber.token::transfer). Actions without a handler
 * change nothing, as a contract ignores actions it does not dispatch.
 */
export const HANDLERS: ReadonlyMap<string, Handler> = new Map(
  Object.entries({
    ...systemHandlers,
    ...domainHandlers,
    ...tokenHandlers,
    ...stakeHandlers,
    ...diceHandlers,
    // Rewards and schedule changes are not simulated: onblock only takes its receipt.
    'cyber.govern/cyber.govern/onblock': () => undefined,
  }),
);

/** Accounts whose actions the chain runs natively, with or without wasm. */
export const NATIVE_RECEIVERS: ReadonlySet<string> = new Set(['cyber', 'cyber.domain']);
