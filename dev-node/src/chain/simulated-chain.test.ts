import { Checksum256, PublicKey, Serializer, Signature } from '@wharfkit/antelope';
import { beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_BLOCKS, NOTABLE_BLOCKS, RECENT_BLOCKS, SCHEDULE_PERIOD } from '../fixtures.ts';
import { timePoint } from '../json.ts';
import { decodeAbi } from './abi/cyberway-abi.ts';
import {
  CHAIN_TYPES_ABI,
  packAction,
  packHeader,
  packReceiptDigest,
  packTransaction,
  unpackTransaction,
} from './abi/chain-types.ts';
import { fastPackHeader, fastPackTransaction } from './abi/fast-pack.ts';
import { blockJson, producerDigest } from './block-json.ts';
import { STATUS_CODES, type BlockRecord } from './blocks.ts';
import { NULL_PUBLIC_KEY } from './keys.ts';
import { merkleRoot } from './merkle.ts';
import type { TrxRecord } from './records.ts';
import { SimulatedChain } from './simulated-chain.ts';
import { slotTime } from './slots.ts';
import { signingDigest } from './transactions.ts';

const START = Date.UTC(2024, 0, 1, 12);
const NULL_PUBLIC_KEY_K1 = 'PUB_K1_11111111111111111111111111111111149Mr2R';
let chain: SimulatedChain;

/** A chain whose clock stands at START until `tick` moves it one slot on (blocks never pass it). */
function ticking(): { chain: SimulatedChain; tick: () => void } {
  let now = START;
  const local = new SimulatedChain({ seed: 1, startMs: START, clock: () => now });
  return { chain: local, tick: () => (now += 3000) };
}

beforeAll(() => {
  chain = new SimulatedChain({ seed: 1, startMs: START, clock: () => START });
}, 60_000);

const hash = (bytes: Uint8Array) => Checksum256.hash(bytes).hexString;

function headerOf(block: BlockRecord) {
  return {
    timestamp: timePoint(slotTime(block.slot)),
    producer: block.producer,
    confirmed: block.confirmed,
    previous: block.previous,
    transaction_mroot: block.transactionMroot,
    action_mroot: block.actionMroot,
    schedule_version: block.scheduleVersion,
    new_producers: block.newProducers,
    header_extensions: [],
  };
}

describe('history', () => {
  it('has at least 10,000 blocks linked by previous', () => {
    expect(chain.headNum()).toBe(HISTORY_BLOCKS);
    expect(HISTORY_BLOCKS).toBeGreaterThanOrEqual(10_000);
    for (let n = 2; n <= chain.headNum(); n++)
      expect(chain.block(n)?.previous).toBe(chain.block(n - 1)?.id);
  });

  it('block ids are sha256 of the packed header with the block number in the first 4 bytes', () => {
    for (const n of [1, 2, 100, 220, 600, SCHEDULE_PERIOD * 3 - 60, chain.headNum()]) {
      const block = chain.block(n);
      if (!block) throw new Error(`no block ${n}`);
      const packed = packHeader(headerOf(block));
      expect(Buffer.from(fastPackHeader(headerOf(block))).equals(Buffer.from(packed))).toBe(true);
      const id = hash(packed);
      expect(block.id.slice(8)).toBe(id.slice(8));
      expect(parseInt(block.id.slice(0, 8), 16)).toBe(n);
    }
  });

  it('transaction ids are sha256 of the real packed transaction, and mroots recompute', () => {
    for (let n = 90; n <= 700; n++) {
      const block = chain.block(n);
      if (!block) throw new Error(`no block ${n}`);
      const digests = block.receipts.map((r) => {
        const id = typeof r.trx === 'string' ? r.trx : r.trx.id;
        if (typeof r.trx !== 'string') {
          const packed = packTransaction(r.trx.trx);
          expect(Buffer.from(fastPackTransaction(r.trx.trx)).equals(Buffer.from(packed))).toBe(
            true,
          );
          expect(hash(packed)).toBe(id);
          expect(unpackTransaction(packed).ref_block_num).toBe(r.trx.trx.ref_block_num);
        }
        return Buffer.from(
          packReceiptDigest({
            status: STATUS_CODES[r.status],
            cpu_usage_us: r.cpu,
            net_usage_words: r.net,
            ram_kbytes: r.ram,
            storage_kbytes: r.storage,
            trx_id: id,
          }),
        );
      });
      expect(merkleRoot(digests.map((d) => Checksum256.hash(d).array)).toString('hex')).toBe(
        block.transactionMroot,
      );
    }
  });

  it('action_mroot covers onblock and every receipt of every executed action', () => {
    const n = NOTABLE_BLOCKS.transfer;
    const block = chain.block(n);
    if (!block) throw new Error('no block');
    const onblock = {
      account: 'cyber.govern',
      name: 'onblock',
      authorization: [{ actor: 'cyber.govern', permission: 'active' }],
      data: Serializer.encode({
        object: { producer: block.producer, schedule_version: block.scheduleVersion },
        abi: chain.state.accounts.get('cyber.govern')?.abi?.wharf,
        type: 'onblock',
      }).hexString,
    };
    const receipts = [
      { act: onblock, r: block.onblock },
      ...chain.ledger.traces
        .traces()
        .filter((t) => t.blockNum === n)
        .flatMap((t) => t.receipts.map((r) => ({ act: t.act, r }))),
    ].sort((a, b) => a.r.globalSequence - b.r.globalSequence);
    // The transfer runs at the token contract, then at both parties (require_recipient).
    expect(receipts.map((x) => x.r.receiver)).toEqual([
      'cyber.govern',
      'cyber.token',
      'alice',
      'bob',
    ]);
    receipts.forEach((x, i) => expect(x.r.globalSequence).toBe(block.onblock.globalSequence + i));
    const leaves = receipts.map(
      ({ act, r }) =>
        Checksum256.hash(
          Serializer.encode({
            abi: CHAIN_TYPES_ABI,
            type: 'action_receipt',
            object: {
              receiver: r.receiver,
              act_digest: Checksum256.hash(packAction(act)),
              global_sequence: r.globalSequence,
              recv_sequence: r.recvSequence,
              auth_sequence: r.authSequence.map(([account, sequence]) => ({ account, sequence })),
              code_sequence: r.codeSequence,
              abi_sequence: r.abiSequence,
            },
          }).array,
        ).array,
    );
    expect(merkleRoot(leaves).toString('hex')).toBe(block.actionMroot);
  });

  it('action data and table rows serialize as wharfkit serializes them', () => {
    let actions = 0;
    for (let n = 1; n <= 3000; n++) {
      for (const r of chain.block(n)?.receipts ?? []) {
        if (typeof r.trx === 'string') continue;
        for (const a of r.trx.actions) {
          const abi = chain.state.accounts.get(a.account)?.abi;
          const type = abi?.def.actions.find((x) => x.name === a.name)?.type ?? '';
          expect(a.data).toBe(
            Serializer.encode({ object: a.json, abi: abi?.wharf, type }).hexString,
          );
          actions++;
        }
      }
    }
    expect(actions).toBeGreaterThan(2000);
    const tables: [string, string, string][] = [
      ['cyber.token', 'accounts', 'alice'],
      ['cyber.token', 'stat', 'CYBER'],
      ['cyber.stake', 'stake.agent', 'cyber.stake'],
      ['cyber.stake', 'stake.grant', 'cyber.stake'],
      ['cyber.stake', 'stake.cand', 'cyber.stake'],
      ['cyber.domain', 'domain', 'cyber.domain'],
      ['cyber.domain', 'username', 'cyber.domain'],
      ['dice', 'bets', 'dice'],
      ['dice', 'players', 'dice'],
    ];
    for (const [code, name, scope] of tables) {
      const table = chain.state.tables.require(code, name);
      const abi = chain.state.accounts.get(code)?.abi?.wharf;
      const rows = table.query(scope, 0, undefined, undefined, 300, false).rows;
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        // wharfkit cannot read the legacy text of the all-zero key ("no key"); PUB_K1_ is the same key.
        const data =
          row.data['signing_key'] === NULL_PUBLIC_KEY
            ? { ...row.data, signing_key: NULL_PUBLIC_KEY_K1 }
            : row.data;
        const expected = Serializer.encode({ object: data, abi, type: table.def.type });
        expect(table.hex(row)).toBe(expected.hexString);
      }
    }
  });

  it('producer and transaction signatures are real K1 signatures by the right keys', () => {
    const block = chain.block(NOTABLE_BLOCKS.transfer);
    if (!block) throw new Error('no block');
    const json = JSON.parse(blockJson(chain.ctx, block)) as {
      producer_signature: string;
      transactions: { trx: { signatures: string[]; packed_trx: string } }[];
    };
    const producerKey = chain.keys.get(`prod/${block.producer}/signing`).publicKey;
    const sig = Signature.from(json.producer_signature);
    expect(sig.verifyDigest(Checksum256.from(producerDigest(chain.ctx, block)), producerKey)).toBe(
      true,
    );
    const trx = json.transactions[0]?.trx;
    if (!trx) throw new Error('no trx');
    const digest = Checksum256.from(
      signingDigest(chain.chainId, Buffer.from(trx.packed_trx, 'hex')),
    );
    const aliceKeys = chain.state.accounts
      .get('alice')
      ?.permissions.find((p) => p.perm_name === 'active')
      ?.required_auth.keys.map((k) => chain.keys.gls(k.key));
    expect(trx.signatures).toHaveLength(2);
    for (const s of trx.signatures)
      expect(aliceKeys).toContain(Signature.from(s).recoverDigest(digest).toLegacyString('GLS'));
  });

  it('holds all five transaction statuses, with deferred executions referenced by id', () => {
    const statuses = new Set<string>();
    for (let n = 1; n <= chain.headNum(); n++)
      for (const r of chain.block(n)?.receipts ?? []) statuses.add(r.status);
    expect([...statuses].sort()).toEqual([
      'delayed',
      'executed',
      'expired',
      'hard_fail',
      'soft_fail',
    ]);
    const delayed = chain.block(NOTABLE_BLOCKS.delayed)?.receipts[0];
    expect(delayed?.status).toBe('delayed');
    const id = typeof delayed?.trx === 'string' ? delayed.trx : delayed?.trx.id;
    const executed = chain
      .block(NOTABLE_BLOCKS.deferredExecuted)
      ?.receipts.find((r) => r.trx === id);
    expect(executed?.status).toBe('executed');
    expect(
      chain.block(NOTABLE_BLOCKS.softFail)?.receipts.some((r) => r.status === 'soft_fail'),
    ).toBe(true);
    expect(
      chain.block(NOTABLE_BLOCKS.hardFail)?.receipts.some((r) => r.status === 'hard_fail'),
    ).toBe(true);
    expect(chain.block(NOTABLE_BLOCKS.expired)?.receipts.some((r) => r.status === 'expired')).toBe(
      true,
    );
  });

  it('holds a soft_fail and a hard_fail in its last hour too, each a delayed transfer that no longer fits', () => {
    const failures = new Map<string, { n: number; id: string }>();
    for (let n = chain.headNum() - RECENT_BLOCKS + 1; n <= chain.headNum(); n++)
      for (const r of chain.block(n)?.receipts ?? [])
        if (r.status === 'soft_fail' || r.status === 'hard_fail')
          failures.set(r.status, { n, id: typeof r.trx === 'string' ? r.trx : r.trx.id });
    expect(failures.get('soft_fail')?.n).toBe(NOTABLE_BLOCKS.recentSoftFail);
    expect(failures.get('hard_fail')?.n).toBe(NOTABLE_BLOCKS.recentHardFail);
    for (const [status, delayedIn] of [
      ['soft_fail', NOTABLE_BLOCKS.recentDelayedSoftFail],
      ['hard_fail', NOTABLE_BLOCKS.recentDelayedHardFail],
    ] as const) {
      const delayed = chain.block(delayedIn)?.receipts.find((r) => r.status === 'delayed');
      const trx = delayed?.trx as TrxRecord;
      expect(trx.id).toBe(failures.get(status)?.id);
      expect(trx.actions[0]?.name).toBe('transfer');
    }
  });

  it('keeps delayed transactions scheduled until they mature', () => {
    const pending = chain
      .block(NOTABLE_BLOCKS.pendingDelayed)
      ?.receipts.find((r) => r.status === 'delayed')?.trx as TrxRecord;
    expect(chain.deferredById(pending.id)).toBeDefined();
    const { chain: local, tick } = ticking();
    let ms = 0;
    for (let i = 0; i < 1300 && local.deferredById(pending.id); i++) {
      tick();
      local.produceBlock();
      ms = local.headTimeMs();
    }
    expect(local.deferredById(pending.id)).toBeUndefined();
    expect(
      ms - slotTime(local.block(NOTABLE_BLOCKS.pendingDelayed)?.slot ?? 0),
    ).toBeGreaterThanOrEqual(3600_000);
  });

  it('LIB trails the head by 14..34 blocks and never goes backwards', () => {
    const { chain: local, tick } = ticking();
    let lib = local.lib();
    for (let i = 0; i < 60; i++) {
      tick();
      local.produceBlock();
      const next = local.lib();
      expect(next).toBeGreaterThanOrEqual(lib);
      expect(local.headNum() - next).toBeGreaterThanOrEqual(14);
      expect(local.headNum() - next).toBeLessThanOrEqual(34);
      lib = next;
    }
  });

  it('changes the schedule: proposed, then pending in a header, then active', () => {
    const v = 3;
    const activeAt = (v - 1) * SCHEDULE_PERIOD;
    expect(chain.schedule.proposed(activeAt - 80)?.version).toBe(v);
    expect(chain.schedule.pending(activeAt - 80)).toBeUndefined();
    expect(chain.block(activeAt - 60)?.newProducers?.version).toBe(v);
    expect(chain.schedule.pending(activeAt - 30)?.version).toBe(v);
    expect(chain.block(activeAt - 1)?.scheduleVersion).toBe(v - 1);
    expect(chain.block(activeAt)?.scheduleVersion).toBe(v);
    const producers = chain.schedule.active(activeAt).producers;
    expect(chain.block(activeAt + 5)?.producer).toBe(
      producers[(chain.block(activeAt + 5)?.slot ?? 0) % producers.length],
    );
  });
});

describe('determinism', () => {
  it('the same seed gives the same chain whatever order blocks are shown in', () => {
    const { chain: other, tick } = ticking();
    const order = [5000, 3, 12_000, 100, 220];
    const a = order.map((n) => blockJson(other.ctx, other.block(n) as BlockRecord));
    const b = [...order]
      .reverse()
      .map((n) => blockJson(chain.ctx, chain.block(n) as BlockRecord))
      .reverse();
    expect(a).toEqual(b);
    expect(other.head().id).toBe(chain.head().id);
    tick();
    other.produceBlock();
    const { chain: again, tick: tickAgain } = ticking();
    tickAgain();
    again.produceBlock();
    expect(again.head().id).toBe(other.head().id);
  });

  it('another seed gives another chain', () => {
    const small = (seed: number) =>
      new SimulatedChain({ seed, startMs: START, clock: () => START, historyBlocks: 200 });
    expect(small(2).chainId.equals(small(1).chainId)).toBe(false);
  });
});

describe('one history per chain id', () => {
  const HOUR = 3_600_000;

  it('a restart with the same seed and start time is the same chain: same id, same blocks', () => {
    // Started an hour later by the clock, with the same --start-time: a restart.
    const restarted = new SimulatedChain({ seed: 1, startMs: START, clock: () => START + HOUR });
    expect(restarted.chainId.toString('hex')).toBe(chain.chainId.toString('hex'));
    expect(restarted.chainId.toString('hex')).toMatch(/^[0-9a-f]{64}$/);
    for (const n of [1, 11_350, 11_351, 12_500, HISTORY_BLOCKS]) {
      const block = (c: SimulatedChain) => blockJson(c.ctx, c.block(n) as BlockRecord);
      expect(restarted.block(n)?.id).toBe(chain.block(n)?.id);
      // Signatures included: they commit to the chain id.
      expect(block(restarted)).toBe(block(chain));
    }
  });

  it('another start time gives another chain id (the last hour differs)', () => {
    const at = (startMs: number) =>
      new SimulatedChain({ seed: 1, startMs, clock: () => START + HOUR, historyBlocks: 300 });
    const [a, b, twin] = [at(START), at(START + HOUR), at(START)];
    expect(b.chainId.equals(a.chainId)).toBe(false);
    expect(b.head().id).not.toBe(a.head().id);
    expect(twin.chainId.equals(a.chainId)).toBe(true);
    expect(twin.head().id).toBe(a.head().id);
    // Within one slot the history is the same, and so is the chain.
    expect(at(START + 1000).chainId.equals(a.chainId)).toBe(true);
  });

  it('a start time after the clock ends the history at the clock, and reset builds that same one', () => {
    let now = START;
    const early = new SimulatedChain({
      seed: 1,
      startMs: START + HOUR,
      clock: () => now,
      historyBlocks: 200,
    });
    const atClock = new SimulatedChain({
      seed: 1,
      startMs: START,
      clock: () => START,
      historyBlocks: 200,
    });
    expect(early.chainId.equals(atClock.chainId)).toBe(true);
    const head = early.head().id;
    now += 10 * 3000;
    early.reset();
    expect(early.head().id).toBe(head);
    expect(early.chainId.equals(atClock.chainId)).toBe(true);
  });
});

describe('contracts', () => {
  it('serves valid wasm and binary ABIs whose hashes match', async () => {
    for (const name of ['dice', 'cyber.token']) {
      const account = chain.state.accounts.get(name);
      if (!account?.code || !account.abi) throw new Error(`no contract ${name}`);
      const wasm = new Uint8Array(account.code.wasm);
      expect(WebAssembly.validate(wasm)).toBe(true);
      await WebAssembly.compile(wasm);
      expect(hash(account.code.wasm)).toBe(account.code.hash);
      expect(hash(account.abi.packed)).toBe(account.abi.hash);
      expect(decodeAbi(account.abi.packed)).toMatchObject({
        version: account.abi.def.version,
        tables: account.abi.def.tables.map((t) => ({ name: t.name, indexes: t.indexes })),
      });
    }
  });

  it('table rows serialize with the contract ABI', () => {
    const table = chain.state.tables.require('cyber.token', 'accounts');
    const row = table.rows('alice')[0];
    if (!row) throw new Error('no row');
    const abi = chain.state.accounts.get('cyber.token')?.abi?.wharf;
    const decoded: unknown = Serializer.objectify(
      Serializer.decode({ data: table.hex(row), abi, type: 'account' }),
    );
    expect(decoded).toEqual(row.data);
  });

  it('producer keys parse as K1 public keys', () => {
    const key = chain.keys.gls('prod/k5emubc1rdls/signing');
    expect(key.startsWith('GLS')).toBe(true);
    expect(PublicKey.from(key).toLegacyString('GLS')).toBe(key);
    expect(CHAIN_TYPES_ABI.getStruct('transaction')?.fields.map((f) => f.name)).toContain(
      'max_storage_kbytes',
    );
  });
});
