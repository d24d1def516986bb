import { Asset } from '@wharfkit/antelope';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountRoutes } from '../routes/account-routes.ts';
import { helperRoutes } from '../routes/helper-routes.ts';
import type { RouteTable } from '../routes/route-types.ts';
import { tableRoutes } from '../routes/table-routes.ts';
import type { BlockRecord } from './blocks.ts';
import { SimulatedChain } from './simulated-chain.ts';
import type { Authority, PermissionState } from './state.ts';

/**
 * The invariants, over seeds and chain lengths: whatever the chain, its blocks and the
 * node's answers about the state they made agree.
 */
const START = Date.UTC(2024, 0, 1, 12);
const RUNS = { numRuns: 6, endOnFailure: true } as const;
const arbitraryChain = fc.record({
  seed: fc.integer({ min: 1, max: 1_000_000 }),
  blocks: fc.integer({ min: 60, max: 900 }),
});

function build({ seed, blocks }: { seed: number; blocks: number }) {
  let now = START;
  const chain = new SimulatedChain({
    seed,
    historyBlocks: blocks,
    startMs: START,
    clock: () => now,
  });
  return { chain, tick: () => (now += 3000) };
}

const json = (text: string | Buffer): unknown => JSON.parse(text.toString());
const call = (routes: RouteTable, op: string, body: unknown, chain: SimulatedChain) => {
  const route = routes[op];
  if (!route) throw new Error(`no route ${op}`);
  return json(route(body, chain));
};

function* executedActions(chain: SimulatedChain) {
  for (let n = 1; n <= chain.headNum(); n++)
    for (const r of chain.block(n)?.receipts ?? [])
      if (typeof r.trx !== 'string' && r.status === 'executed') yield* r.trx.actions;
}

const units = (text: string) => Asset.from(text).units.toNumber();

describe('ledger invariants (fast-check over seeds and chain lengths)', () => {
  it('for every token the balances add up to the supply, and every answer about a balance agrees', () => {
    fc.assert(
      fc.property(arbitraryChain, (params) => {
        const { chain } = build(params);
        const accounts = chain.state.tables.require('cyber.token', 'accounts');
        const sums = new Map<string, number>();
        for (const scope of accounts.scopeNames())
          for (const row of accounts.rows(scope)) {
            const balance = Asset.from(String(row.data['balance']));
            const code = balance.symbol.code.toString();
            expect(balance.units.toNumber()).toBeGreaterThanOrEqual(0);
            sums.set(code, (sums.get(code) ?? 0) + balance.units.toNumber());
          }
        for (const [code, sum] of sums) {
          const stats = call(
            tableRoutes,
            'get_currency_stats',
            { code: 'cyber.token', symbol: code },
            chain,
          ) as { supply: string };
          expect(units(stats.supply)).toBe(sum);
        }
        // get_account, get_table_rows and get_currency_balance on the same accounts.
        for (const name of chain.state.users.filter((_, i) => i % 17 === 0)) {
          const listed = call(
            tableRoutes,
            'get_currency_balance',
            { code: 'cyber.token', account: name },
            chain,
          ) as string[];
          const rows = call(
            tableRoutes,
            'get_table_rows',
            { code: 'cyber.token', scope: name, table: 'accounts', json: true },
            chain,
          ) as { rows: { balance: string }[] };
          expect(listed).toEqual(rows.rows.map((r) => r.balance));
          const account = call(accountRoutes, 'get_account', { account_name: name }, chain) as {
            core_liquid_balance?: string;
          };
          expect(account.core_liquid_balance).toBe(listed.find((b) => b.endsWith(' CYBER')));
        }
      }),
      RUNS,
    );
  });

  it('every account and username created in a block resolves through the API', () => {
    fc.assert(
      fc.property(arbitraryChain, (params) => {
        const { chain } = build(params);
        let created = 0;
        for (const act of executedActions(chain)) {
          if (act.account === 'cyber' && act.name === 'newaccount') {
            const name = String(act.json['name']);
            const account = call(accountRoutes, 'get_account', { account_name: name }, chain) as {
              account_name: string;
            };
            expect(account.account_name).toBe(name);
            created++;
          }
          if (act.account === 'cyber.domain' && act.name === 'newusername') {
            const resolved = call(
              helperRoutes,
              'resolve_names',
              [`${String(act.json['name'])}@@${String(act.json['creator'])}`],
              chain,
            ) as { resolved_username: string }[];
            expect(resolved[0]?.resolved_username).toBe(act.json['owner']);
          }
        }
        expect(created).toBe(
          chain.ledger.traces.traces().filter((t) => t.act.name === 'newaccount').length,
        );
      }),
      RUNS,
    );
  });

  it('producer vote totals are the candidates’ stakes, and every stake is accounted for', () => {
    fc.assert(
      fc.property(arbitraryChain, (params) => {
        const { chain } = build(params);
        const tables = chain.state.tables;
        const agents = tables.require('cyber.stake', 'stake.agent').rows('cyber.stake');
        const grants = tables.require('cyber.stake', 'stake.grant').rows('cyber.stake');
        const balance = new Map(
          agents.map((a) => [String(a.data['account']), Number(a.data['balance'])]),
        );
        for (const cand of tables.require('cyber.stake', 'stake.cand').rows('cyber.stake'))
          expect(Number(cand.data['votes'])).toBe(balance.get(String(cand.data['account'])));
        for (const agent of agents) {
          const name = String(agent.data['account']);
          const given = grants.filter((g) => g.data['grantor_name'] === name);
          const received = grants.filter((g) => g.data['recipient_name'] === name);
          const sum = (rows: typeof grants) =>
            rows.reduce((s, g) => s + Number(g.data['share']), 0);
          // What an agent passed on is the shares it holds in others; what it holds is its own
          // share plus the shares others hold in it.
          expect(Number(agent.data['proxied'])).toBe(sum(given));
          expect(Number(agent.data['balance']) + Number(agent.data['proxied'])).toBe(
            Number(agent.data['own_share']) + sum(received),
          );
          // CyberWay refuses votes from accounts that are not agents.
          for (const g of given) expect(balance.has(String(g.data['recipient_name']))).toBe(true);
        }
        const producers = call(tableRoutes, 'get_producers', { limit: 100, json: true }, chain) as {
          rows: { owner: string; total_votes: string }[];
        };
        for (const p of producers.rows) expect(Number(p.total_votes)).toBe(balance.get(p.owner));
      }),
      RUNS,
    );
  });

  it('every authorization in a block was satisfiable by the permissions before it', () => {
    let checked = 0;
    fc.assert(
      fc.property(arbitraryChain, ({ seed, blocks }) => {
        const { chain, tick } = build({ seed, blocks });
        for (let i = 0; i < 8; i++) {
          const permissions = new Map(
            [...chain.ledger.accounts].map(([name, a]) => [name, structuredClone(a.permissions)]),
          );
          tick();
          const block = chain.produceBlock();
          for (const trx of transactionsOf(block)) {
            const signed = new Set(trx.signers.map((label) => chain.keys.gls(label)));
            for (const act of trx.actions)
              for (const level of act.authorization) {
                checked++;
                expect(
                  satisfied(
                    permissions,
                    level.actor,
                    level.permission,
                    signed,
                    (k) => chain.keys.gls(k),
                    0,
                  ),
                ).toBe(true);
              }
          }
        }
      }),
      { ...RUNS, numRuns: 4 },
    );
    expect(checked).toBeGreaterThan(20);
  });
});

function transactionsOf(block: BlockRecord) {
  return block.receipts.flatMap((r) => (typeof r.trx === 'string' ? [] : [r.trx]));
}

/** An independent reading of an authority: keys and delegated permissions reach the threshold. */
function satisfied(
  permissions: Map<string, PermissionState[]>,
  actor: string,
  permission: string,
  signed: ReadonlySet<string>,
  keyOf: (ref: string) => string,
  depth: number,
): boolean {
  const perm = permissions.get(actor)?.find((p) => p.perm_name === permission);
  if (!perm || depth > 4) return false;
  const auth: Authority = perm.required_auth;
  let weight = 0;
  for (const k of auth.keys) if (signed.has(keyOf(k.key))) weight += k.weight;
  for (const a of auth.accounts)
    if (
      satisfied(permissions, a.permission.actor, a.permission.permission, signed, keyOf, depth + 1)
    )
      weight += a.weight;
  return weight >= auth.threshold;
}
