import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AnswerWriter } from './answer-writer.ts';
import { SimulatedChain } from './chain/simulated-chain.ts';
import { requestListener } from './dispatch.ts';
import { FaultInjector, type FaultSpec } from './faults.ts';
import {
  BLOCK_INTERVAL_MS,
  DEFAULT_HOST,
  DEFAULT_PORT,
  DEFAULT_SEED,
  RESERVE_SLOTS,
} from './fixtures.ts';

export interface DevNodeOptions {
  port?: number;
  host?: string;
  seed?: number;
  blockIntervalMs?: number;
  /** Produce blocks only on POST /dev/produce_block. */
  manual?: boolean;
  /** access-control-allow-origin; `*` by default. */
  corsOrigin?: string;
  clock?: () => number;
  /** 100,000 accounts and 1,000,000 table rows. */
  scale?: boolean;
  /** Faults active from the start (same shape as POST /dev/faults). */
  faults?: FaultSpec;
  /** Time of the last history block (ms); pins block times and ids across runs. */
  startMs?: number;
  /** Serve the Hyperion v2 subset under /v2 (on by default; false: the node alone). */
  history?: boolean;
  /** The first block get_block answers: a trimmed block log (1, the default: every block). */
  blockLogFrom?: number;
}

export interface DevNode {
  url: string;
  chain: SimulatedChain;
  faults: FaultInjector;
  close(): Promise<void>;
}

export async function createDevNode(opts: DevNodeOptions = {}): Promise<DevNode> {
  const host = opts.host ?? DEFAULT_HOST;
  const interval = opts.blockIntervalMs ?? BLOCK_INTERVAL_MS;
  // Blocks that may come faster than one per slot start from a head behind the clock (README: Time).
  const fast = opts.manual === true || interval < BLOCK_INTERVAL_MS;
  const chain = new SimulatedChain({
    seed: opts.seed ?? DEFAULT_SEED,
    reserveSlots: fast ? RESERVE_SLOTS : 0,
    ...(opts.clock ? { clock: opts.clock } : {}),
    ...(opts.scale ? { scale: true } : {}),
    ...(opts.startMs !== undefined ? { startMs: opts.startMs } : {}),
  });
  const faults = new FaultInjector(opts.faults ?? {});
  const writer = new AnswerWriter(opts.corsOrigin ?? '*');
  const server = createServer(
    requestListener(chain, faults, writer, opts.history !== false, opts.blockLogFrom ?? 1),
  );
  server.requestTimeout = 30_000;
  server.headersTimeout = 20_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? DEFAULT_PORT, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  const timer = opts.manual
    ? undefined
    : setInterval(() => {
        // A block only when its slot has come: at the slot's pace, the clock's own slot (slots
        // missed by a late timer stay empty, as on a real chain); faster, the next slot.
        if (!chain.paused && chain.nextSlot(!fast) !== undefined)
          chain.produceBlock({ followClock: !fast });
      }, interval);

  const urlHost =
    host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${port}`,
    chain,
    faults,
    close: () =>
      new Promise<void>((resolve) => {
        if (timer) clearInterval(timer);
        faults.clearTimers();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
