import type { SimulatedChain } from '../chain/simulated-chain.ts';

/** A handler gets the parsed body and answers with JSON text (cached where it pays off). */
export type RouteHandler = (body: unknown, chain: SimulatedChain) => string;
export type RouteTable = Record<string, RouteHandler>;
