import { nameArg } from './args.ts';
import type { Handler } from './action-context.ts';

/*
 * CyberWay's native bandwidth actions at `cyber` (cyberway_contract.cpp): providebw names the
 * account whose stake pays for another's bandwidth in this transaction, provideram the same for
 * RAM. Natively each only requires the provider's authority; the billing itself is not
 * simulated (the dev node bills no one).
 */
const requireProvider: Handler = (ctx) => ctx.requireAuth(nameArg(ctx.data, 'provider'));

export const bandwidthHandlers: Record<string, Handler> = {
  'cyber/cyber/providebw': requireProvider,
  'cyber/cyber/provideram': requireProvider,
};
