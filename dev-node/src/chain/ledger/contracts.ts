import type { ContractSet, Handler } from './action-context.ts';
import { bandwidthHandlers } from './bandwidth.ts';
import { diceHandlers } from './dice.ts';
import { domainHandlers } from './domain.ts';
import { stakeHandlers } from './stake.ts';
import { systemHandlers } from './system.ts';
import { tokenHandlers } from './token.ts';

/**
 * Handlers by `receiver/code/action`: a contract's own actions (receiver = code) and the
 * notifications it reacts to (cyber.stake on cyber.token::transfer). Actions without a handler
 * change nothing, as a contract ignores actions it does not dispatch.
 */
const HANDLERS: ReadonlyMap<string, Handler> = new Map(
  Object.entries({
    ...systemHandlers,
    ...bandwidthHandlers,
    ...domainHandlers,
    ...tokenHandlers,
    ...stakeHandlers,
    ...diceHandlers,
    // Rewards and schedule changes are not simulated: onblock only takes its receipt.
    'cyber.govern/cyber.govern/onblock': () => undefined,
  }),
);

/** The chain's contracts as the ledger runs them; the accounts in `nativeReceivers` run natively. */
export const CYBERWAY_CONTRACTS: ContractSet = {
  handlers: HANDLERS,
  nativeReceivers: new Set(['cyber', 'cyber.domain']),
};
