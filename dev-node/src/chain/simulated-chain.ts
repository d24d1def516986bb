import { HISTORY_BLOCKS } from '../fixtures.ts';
import { nodeErrors } from '../node-errors.ts';
import { airdropPlan } from './airdrop.ts';
import { BlockDraft, sealBlock } from './block-draft.ts';
import type { BlockContext, BlockRecord } from './blocks.ts';
import type { ChainOptions, DroppedPlan, PushedTransaction } from './chain-options.ts';
import { chainIdOf } from './chain-id.ts';
import { KeyRing } from './keys.ts';
import { ledgerErrors } from './ledger/errors.ts';
import type { BlockInfo } from './ledger/action-context.ts';
import type { Ledger } from './ledger/ledger.ts';
import type { TrxPlan } from './plan-kit.ts';
import { Planner } from './planner.ts';
import type { ActionRecord, DeferredRecord, TrxRecord } from './records.ts';
import { Rng } from './rng.ts';
import { lastIrreversible, ScheduleBook } from './schedule.ts';
import type { Genesis } from './seed.ts';
import { buildGenesis } from './seed.ts';
import { historySlot, slotOf, slotTime } from './slots.ts';
import type { Peer } from './state.ts';
import { buildTrx, transactionOf } from './transactions.ts';

interface OpenBlock {
  draft: BlockDraft;
  rng: Rng;
}

/**
 * The whole simulated chain: a genesis state and one ledger that every block's transactions
 * change — the generated history, live blocks and what the dev endpoints push. Blocks are made
 * one after the other from the state they find (so the same seed gives the same chain), ids
 * chain through `previous`, and everything costly to show (signatures, JSON) is made on first
 * request and cached. Block times stay on 3 s slots and never pass the clock.
 */
export class SimulatedChain {
  readonly seed: number;
  readonly chainId: Buffer;
  readonly keys: KeyRing;
  readonly schedule: ScheduleBook;
  readonly scale: boolean;
  readonly clock: () => number;
  readonly historyBlocks: number;
  readonly reserveSlots: number;
  /** The slot of the last history block, fixed at creation (reset builds the same history). */
  readonly historyEndSlot: number;
  state!: Genesis;
  peers: Peer[] = [];
  /** Planned transactions that failed their checks (never in a block); the last 100. */
  dropped: DroppedPlan[] = [];
  droppedCount = 0;
  private planner!: Planner;
  private blocks: BlockRecord[] = [];
  private byId = new Map<string, BlockRecord>();
  private trxIndex = new Map<string, TrxRecord>();
  private pending: OpenBlock | undefined;
  private listeners = new Set<(block: BlockRecord) => void>();
  /** The block number /dev/fork builds differently from a same-seed twin (undefined: none). */
  forkAt: number | undefined;
  /** /dev/pause: no block is produced until /dev/resume. */
  paused = false;
  /** Bumped whenever state the answers depend on changes (for response caches). */
  version = 0;
  ctx!: BlockContext;

  constructor(opts: ChainOptions) {
    this.seed = opts.seed;
    this.scale = opts.scale ?? false;
    this.clock = opts.clock ?? Date.now;
    this.historyBlocks = opts.historyBlocks ?? HISTORY_BLOCKS;
    this.reserveSlots = opts.reserveSlots ?? 0;
    const startMs = opts.startMs ?? this.clock();
    this.historyEndSlot = Math.min(slotOf(startMs), slotOf(this.clock())) - this.reserveSlots;
    // One chain id, one history: the id is derived from all that decides the blocks.
    this.chainId = chainIdOf({
      seed: this.seed,
      scale: this.scale,
      historyBlocks: this.historyBlocks,
      lastSlot: this.historyEndSlot,
    });
    this.keys = new KeyRing(this.seed);
    this.schedule = new ScheduleBook(this.seed);
    this.build();
  }

  get ledger(): Ledger {
    return this.state.ledger;
  }

  /** Back to genesis and the generated history. */
  reset(): void {
    this.build();
    this.version++;
  }

  /** Slot of history block n (slots.ts). */
  private historySlot(n: number): number {
    return historySlot(n, this.historyBlocks, this.historyEndSlot);
  }

  private build(): void {
    this.state = buildGenesis({
      seed: this.seed,
      keys: this.keys,
      genesisMs: slotTime(this.historySlot(1)) - 86_400_000 * 3,
      scale: this.scale,
    });
    this.peers = this.state.peers.map((p) => ({ ...p }));
    this.blocks = [];
    this.byId = new Map();
    this.trxIndex = new Map();
    this.pending = undefined;
    this.forkAt = undefined;
    this.paused = false;
    this.dropped = [];
    this.droppedCount = 0;
    this.ctx = {
      seed: this.seed,
      chainId: this.chainId,
      keys: this.keys,
      schedule: this.schedule,
      ledger: this.state.ledger,
      blockAt: (n) => this.blocks[n - 1],
    };
    this.planner = new Planner({
      seed: this.seed,
      ledger: this.state.ledger,
      keys: this.keys,
      users: this.state.users,
    });
    for (let n = 1; n <= this.historyBlocks; n++)
      this.seal(this.fill(this.open(n, this.historySlot(n)), 'plan'));
  }

  /**
   * Starts block n: cyber.govern::onblock, then the scheduled transactions that have come due
   * (executed, failed or expired), as a producer starts a block.
   */
  private open(n: number, slot: number): OpenBlock {
    const draft = new BlockDraft(this.ctx, n, slot);
    const rng = Rng.from('receipts', this.seed, n);
    const block = { num: n, ms: draft.ms };
    for (const d of this.ledger.deferred.due(draft.ms)) {
      const result = this.ledger.executeDeferred(d, block);
      // A contract's deferred transaction (cyber.msig's exec) was never in a block: known from here.
      if (d.sender !== '') this.trxIndex.set(d.trx.id, { ...d.trx, blockNum: n });
      draft.addTraces(result.traces);
      draft.addDeferred(d.trx.id, result.status, rng);
    }
    return { draft, rng };
  }

  /** Adds the block's planned transactions (or `transfers` plain transfers), each applied in turn. */
  private fill(open: OpenBlock, source: 'plan' | { transfers: number }): OpenBlock {
    const n = open.draft.n;
    const fixed = this.planner.fixed(n, open.draft.ms);
    if (source !== 'plan')
      for (const plan of this.planner.bulkTransfers(source.transfers)) this.apply(open, plan);
    else if (fixed) for (const plan of fixed) this.apply(open, plan);
    else {
      const rng = this.planner.blockRng(n);
      const count = this.planner.count(rng);
      for (let i = 0; i < count; i++) {
        const plan = this.planner.next(rng, n);
        if (plan) this.apply(open, plan);
      }
    }
    const airdrop = this.scale && source === 'plan' ? airdropPlan(this.state.users, n) : undefined;
    if (airdrop) this.apply(open, airdrop);
    return open;
  }

  /** Applies one planned transaction; one that fails its checks is left out of the block. */
  private apply(open: OpenBlock, plan: TrxPlan): void {
    const { draft, rng } = open;
    try {
      const trx = buildTrx(this.ctx, plan, draft.n, draft.ms, rng);
      if (plan.softFailListed) this.ledger.softFailList.add(trx.id);
      const result = this.ledger.applyTransaction(
        { id: trx.id, actions: trx.actions, delaySec: plan.delaySec, record: trx },
        { num: draft.n, ms: draft.ms },
      );
      trx.signers = result.signers;
      draft.addTraces(result.traces);
      draft.addTransaction(trx, result.status, rng);
      this.planner.applied(plan);
    } catch (e) {
      this.droppedCount++;
      this.dropped.push({
        blockNum: draft.n,
        kind: plan.kind,
        error: e instanceof Error ? e.message : String(e),
      });
      if (this.dropped.length > 100) this.dropped.shift();
    }
  }

  private seal(open: OpenBlock): BlockRecord {
    // A fork changes only the header's confirmed count: the ledger, and so every later block's
    // content, stays the twin's, while the id (and through `previous` every later id) differs.
    if (open.draft.n === this.forkAt) open.draft.confirmed = 1;
    const block = sealBlock(this.ctx, open.draft);
    this.blocks.push(block);
    this.byId.set(block.id, block);
    for (const trx of open.draft.transactions) this.trxIndex.set(trx.id, trx);
    return block;
  }

  /**
   * The slot the next block may take, or undefined when none has come yet: the next slot
   * (`followClock`: the clock's own slot), never one after the clock's.
   */
  nextSlot(followClock = false): number | undefined {
    const head = this.head().slot;
    const clockSlot = slotOf(this.clock());
    const slot = this.pending?.draft.slot ?? (followClock ? clockSlot : head + 1);
    return slot > head && slot <= clockSlot ? slot : undefined;
  }

  /**
   * Produces the next block: the one pushed transactions opened, or a new one at the next free
   * slot. `transfers` replaces the block's planned transactions with that many plain transfers.
   * Throws when the next slot is still in the future.
   */
  produceBlock(opts: { transfers?: number; followClock?: boolean } = {}): BlockRecord {
    if (this.paused) throw nodeErrors.productionPaused();
    const slot = this.nextSlot(opts.followClock);
    if (slot === undefined) {
      const next = this.pending?.draft.slot ?? this.head().slot + 1;
      throw nodeErrors.noFreeSlot(
        new Date(slotTime(next)).toISOString(),
        new Date(this.clock()).toISOString(),
      );
    }
    const open = this.pending ?? this.open(this.headNum() + 1, slot);
    this.pending = undefined;
    const block = this.seal(
      this.fill(open, opts.transfers === undefined ? 'plan' : { transfers: opts.transfers }),
    );
    this.version++;
    for (const l of this.listeners) l(block);
    return block;
  }

  /** The block pushed transactions go into: the next one, opened at the slot after the head. */
  private openPending(): OpenBlock {
    const head = this.head();
    this.pending ??= this.open(head.num + 1, head.slot + 1);
    return this.pending;
  }

  /** The number and time of the block pushed transactions go into (opened when none is). */
  pendingBlock(): BlockInfo {
    const { draft } = this.openPending();
    return { num: draft.n, ms: draft.ms };
  }

  /** Whether a transaction of this id is in a block, or in the block being assembled. */
  knows(id: string): boolean {
    return (
      this.trxIndex.has(id) || this.pending?.draft.transactions.some((t) => t.id === id) === true
    );
  }

  /**
   * Applies a transaction now, through the same checks as every block's, into the next block
   * (opened if needed, at the slot after the head), signed by the keys the node holds. Throws
   * the node's error when it fails.
   */
  pushTransaction(actions: ActionRecord[], delaySec: number): PushedTransaction {
    const head = this.head();
    const { draft } = this.openPending();
    const trx = transactionOf(
      actions,
      {
        expirationSec: Math.floor(draft.ms / 1000) + 60,
        refBlockNum: head.num,
        refBlockId: head.id,
        delaySec,
      },
      draft.n,
    );
    return this.applyPushed(trx, delaySec);
  }

  /**
   * Applies a transaction record through the ledger into the next block; `givenKeys` are the
   * keys that signed a transaction pushed signed (the node's own keys sign the others). Throws
   * the node's error, with nothing changed, when it fails.
   */
  applyPushed(
    trx: TrxRecord,
    delaySec: number,
    givenKeys?: ReadonlySet<string>,
  ): PushedTransaction {
    const { draft, rng } = this.openPending();
    if (this.knows(trx.id)) throw ledgerErrors.duplicate(trx.id);
    const result = this.ledger.applyTransaction(
      {
        id: trx.id,
        actions: trx.actions,
        delaySec,
        record: trx,
        ...(givenKeys ? { givenKeys } : {}),
      },
      { num: draft.n, ms: draft.ms },
    );
    trx.signers = result.signers;
    draft.addTraces(result.traces);
    const receipt = draft.addTransaction(trx, result.status, rng);
    this.version++;
    return {
      trx,
      status: result.status,
      traces: result.traces,
      blockNum: draft.n,
      blockMs: draft.ms,
      receipt,
    };
  }

  /**
   * Makes block `at` (default: the next one, at most the next) differ from the block a twin
   * started with the same seed and start time makes there, deterministically.
   */
  fork(at = this.headNum() + 1): number {
    if (!Number.isInteger(at) || at <= this.headNum())
      throw nodeErrors.invalidValue(
        `fork at ${at}: block ${this.headNum()} is already produced; give a height above the head`,
      );
    this.forkAt = at;
    return at;
  }

  onBlock(listener: (block: BlockRecord) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  head(): BlockRecord {
    const head = this.blocks[this.blocks.length - 1];
    if (!head) throw new Error('empty chain');
    return head;
  }

  headNum(): number {
    return this.blocks.length;
  }

  headTimeMs(): number {
    return slotTime(this.head().slot);
  }

  lib(): number {
    return lastIrreversible(this.headNum());
  }

  block(n: number): BlockRecord | undefined {
    return Number.isInteger(n) && n >= 1 ? this.blocks[n - 1] : undefined;
  }

  blockById(id: string): BlockRecord | undefined {
    return this.byId.get(id.toLowerCase());
  }

  transaction(id: string): TrxRecord | undefined {
    return this.trxIndex.get(id.toLowerCase());
  }

  /** Pending delayed transactions by (delay_until, id), as the by_delay index orders them. */
  sortedDeferred(): DeferredRecord[] {
    return this.ledger.deferred.sorted();
  }

  deferredById(id: string): DeferredRecord | undefined {
    return this.ledger.deferred.get(id);
  }

  /** Ids of all blocks up to n (for the incremental merkle of block header state). */
  blockIds(upTo: number): Uint8Array[] {
    return this.blocks.slice(0, upTo).map((b) => Buffer.from(b.id, 'hex'));
  }
}
