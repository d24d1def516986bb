import type { SimulatedChain } from '../chain/simulated-chain.ts';

/**
 * A handler gets the parsed body and answers with JSON text, or with a cached Buffer of it
 * (get_info per head block, get_block per block) that is written as it is.
 */
export type RouteHandler = (body: unknown, chain: SimulatedChain) => string | Buffer;
export type RouteTable = Record<string, RouteHandler>;
