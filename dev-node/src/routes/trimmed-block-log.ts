import { nodeErrors } from '../node-errors.ts';
import { objectBody } from './params.ts';
import type { RouteHandler } from './route-types.ts';

/*
 * A node whose block log was trimmed (most public nodes keep only recent blocks): get_block of a
 * block older than the log's first answers nodeos's unknown_block_exception, as for a block that
 * never was, while the chain's state, the head and the history service still know everything.
 */

/** The block a get_block body names, by number or by its id (whose first 4 bytes are its number). */
function askedNumber(body: unknown): number | undefined {
  const raw = objectBody(body)['block_num_or_id'];
  const arg = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw : '';
  if (/^[0-9a-fA-F]{64}$/.test(arg)) return Number.parseInt(arg.slice(0, 8), 16);
  if (/^\d+$/.test(arg)) return Number(arg);
  return undefined;
}

/** get_block answering only blocks from `firstBlock` on. */
export function trimmedGetBlock(getBlock: RouteHandler, firstBlock: number): RouteHandler {
  return (body, chain) => {
    const n = askedNumber(body);
    if (n !== undefined && n >= 1 && n < firstBlock) {
      const raw = objectBody(body)['block_num_or_id'];
      throw nodeErrors.unknownBlock(`Could not find block: ${String(raw)}`);
    }
    return getBlock(body, chain);
  };
}
