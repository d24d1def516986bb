import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevNode } from './server.ts';
import { at, call, startTestNode } from './test-helpers.ts';

const OPERATIONS = [
  'chain/get_info',
  'chain/get_block',
  'chain/get_block_header_state',
  'chain/get_account',
  'chain/get_code',
  'chain/get_code_hash',
  'chain/get_abi',
  'chain/get_raw_code_and_abi',
  'chain/get_raw_abi',
  'chain/get_table_rows',
  'chain/get_currency_balance',
  'chain/get_currency_stats',
  'chain/get_producers',
  'chain/get_producer_schedule',
  'chain/get_scheduled_transactions',
  'chain/abi_json_to_bin',
  'chain/abi_bin_to_json',
  'chain/get_required_keys',
  'chain/get_transaction_id',
  'chain/get_agent_public_key',
  'chain/resolve_names',
  'chain/get_proxy_status',
  'net/connect',
  'net/disconnect',
  'net/status',
  'net/connections',
] as const;

const FIELDS = [
  'account_name',
  'block_num_or_id',
  'code',
  'scope',
  'table',
  'index',
  'lower_bound',
  'upper_bound',
  'limit',
  'json',
  'reverse',
  'show_payer',
  'symbol',
  'account',
  'action',
  'args',
  'binargs',
  'transaction',
  'available_keys',
  'actions',
  'endpoint',
  'code_as_wasm',
  'abi_hash',
  'key_type',
  'encode_type',
];

/** Values that look like what clients send, plus junk. */
const value = fc.oneof(
  fc.constantFrom(
    'alice',
    'bob',
    'dice',
    'cyber.token',
    'bets',
    'accounts',
    'byplayer',
    'CYBER',
    '4,CYBER',
    'golos',
    'alice@golos',
    '12550',
    '100',
    '',
    'A1234',
    '0'.repeat(64),
  ),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
);

const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 6 }).map((o) => JSON.stringify(o)),
  fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 200 }),
  fc.array(value, { maxLength: 5 }).map((a) => JSON.stringify(a)),
);

/** 600 in the suite; more locally with DEV_NODE_FUZZ_RUNS=20000. */
const RUNS = Number(process.env['DEV_NODE_FUZZ_RUNS'] ?? 600);

let node: DevNode;
beforeAll(async () => {
  node = await startTestNode();
}, 60_000);
afterAll(() => node.close());

describe('random bodies', () => {
  it(
    'never crash or hang the node, and every error is a nodeos envelope',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...OPERATIONS), body, async (op, text) => {
          const answer = await call(node, `/v1/${op}`, text, {
            signal: AbortSignal.timeout(10_000),
          });
          const ok = op.startsWith('net/') ? 201 : 200;
          if (answer.status === ok) {
            expect(answer.json === undefined && answer.text !== 'null').toBe(false);
            return;
          }
          expect([400, 401, 422, 500]).toContain(answer.status);
          expect(at(answer.json, 'code')).toBe(answer.status);
          expect(typeof at(answer.json, 'error', 'name')).toBe('string');
          expect(typeof at(answer.json, 'error', 'details', 0, 'message')).toBe('string');
        }),
        { numRuns: RUNS },
      );
      const info = await call(node, '/v1/chain/get_info');
      expect(info.status).toBe(200);
      const block = await call(node, '/v1/chain/get_block', { block_num_or_id: 100 });
      expect(at(block.json, 'block_num')).toBe(100);
    },
    120_000 + RUNS * 20,
  );

  it(
    'get_table_rows with random bounds, limits and options answers rows in index order or errs',
    async () => {
      const key = fc.oneof(
        fc.constantFrom(
          'alice',
          'bob',
          'zzzzzzzzzzzz',
          '',
          'A1',
          '1.0000 CYBER',
          'CYBER',
          '4,CYBER',
        ),
        fc.integer({ min: -5, max: 6000 }),
        fc.string({ maxLength: 14 }),
        fc.constant(null),
      );
      const bound = fc.oneof(
        key,
        fc.dictionary(
          fc.constantFrom('player', 'id', 'amount', 'balance', '_sym', '_amount', 'amount._amount'),
          fc.oneof(key, fc.dictionary(fc.constantFrom('_sym', '_amount'), key, { maxKeys: 2 })),
          { maxKeys: 3 },
        ),
      );
      const request = fc.record(
        {
          code: fc.constantFrom('dice', 'cyber.token', 'cyber.stake', 'cyber.domain'),
          scope: fc.constantFrom('dice', 'alice', 'CYBER', 'cyber.stake', 'cyber.domain', ''),
          table: fc.constantFrom('bets', 'players', 'accounts', 'stat', 'stake.cand', 'username'),
          index: fc.constantFrom('', 'primary', 'byplayer', 'byamount', '2', '3', 'secondary', 'x'),
          lower_bound: bound,
          upper_bound: bound,
          limit: fc.oneof(fc.integer({ min: -1, max: 2000 }), fc.constantFrom('7', '', 'x')),
          reverse: fc.oneof(fc.boolean(), fc.constantFrom('true', 1, 'x')),
          json: fc.boolean(),
          show_payer: fc.boolean(),
          key_type: fc.constantFrom('', 'i64', 'name', 'x'),
          encode_type: fc.constantFrom('dec', 'hex', '', 'x'),
        },
        { requiredKeys: ['code', 'scope', 'table'] },
      );
      await fc.assert(
        fc.asyncProperty(request, async (req) => {
          const answer = await call(node, '/v1/chain/get_table_rows', req, {
            signal: AbortSignal.timeout(10_000),
          });
          if (answer.status !== 200) {
            expect(answer.status).toBe(500);
            expect(typeof at(answer.json, 'error', 'name')).toBe('string');
            return;
          }
          const rows = at(answer.json, 'rows');
          expect(Array.isArray(rows)).toBe(true);
          expect(typeof at(answer.json, 'more')).toBe('boolean');
          if (req.code === 'dice' && req.table === 'bets' && req.json && !req.show_payer) {
            // Rows come in index order (primary: id; byplayer: player, id), reversed on request.
            const list = rows as { id: number; player: string }[];
            const reverse = req.reverse === true || req.reverse === 'true' || req.reverse === 1;
            const byPlayer = ['byplayer', '2', 'secondary'].includes(req.index ?? '');
            for (let i = 1; i < list.length; i++) {
              const [a, b] = reverse ? [list[i], list[i - 1]] : [list[i - 1], list[i]];
              if (!a || !b) continue;
              if (byPlayer && a.player !== b.player) expect(a.player < b.player).toBe(true);
              else if (req.index === '' || req.index === 'primary' || byPlayer)
                expect(a.id).toBeLessThan(b.id);
            }
            expect(new Set(list.map((r) => r.id)).size).toBe(list.length);
          }
        }),
        { numRuns: Math.ceil(RUNS / 2) },
      );
    },
    120_000 + RUNS * 20,
  );
});
