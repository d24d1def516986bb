import { Asset } from '@wharfkit/antelope';
import type { SimulatedChain } from './chain/simulated-chain.ts';
import { createDevNode, type DevNode } from './server.ts';

/** A fixed clock and start time so every test run sees the same chain. */
export const TEST_START_MS = Date.UTC(2024, 0, 1, 12);

export function startTestNode(
  opts: { history?: boolean; blockLogFrom?: number } = {},
): Promise<DevNode> {
  return createDevNode({
    port: 0,
    manual: true,
    startMs: TEST_START_MS,
    clock: () => TEST_START_MS,
    ...opts,
  });
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

export async function call(
  node: Pick<DevNode, 'url'>,
  path: string,
  body?: unknown,
  init: RequestInit = {},
): Promise<Answer> {
  const res = await fetch(`${node.url}${path}`, {
    method: 'POST',
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

/** Reads a property path from an unknown JSON value (tests only). */
export function at(value: unknown, ...path: (string | number)[]): unknown {
  let v = value;
  for (const p of path) {
    if (typeof v !== 'object' || v === null) return undefined;
    v = (v as Record<string | number, unknown>)[p];
  }
  return v;
}

/**
 * What a non-issuer holds of a token at the head, replayed from its genesis balance and every
 * executed cyber.token::transfer since block 1 (inline ones too: dice stakes and payouts,
 * stake withdrawals): what the node's balances must agree with.
 */
export function replayedBalance(chain: SimulatedChain, account: string, genesis: string): string {
  const start = Asset.from(genesis);
  const code = start.symbol.code.toString();
  let units = start.units.toNumber();
  for (const trace of chain.ledger.traces.traces()) {
    const { act } = trace;
    if (act.account !== 'cyber.token' || act.name !== 'transfer') continue;
    const quantity = Asset.from(String(act.json['quantity']));
    if (quantity.symbol.code.toString() !== code) continue;
    if (act.json['from'] === account) units -= quantity.units.toNumber();
    if (act.json['to'] === account) units += quantity.units.toNumber();
  }
  return Asset.fromUnits(units, start.symbol).toString();
}
