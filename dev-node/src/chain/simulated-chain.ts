import { DICE, HISTORY_ANCHOR_MS, HISTORY_BLOCKS, RECENT_BLOCKS } from '../fixtures.ts';
import { timePointSec } from '../json.ts';
import { formatAsset, parseAsset } from './assets.ts';
import type {
  AssembledBlock,
  BlockContext,
  BlockRecord,
  DeferredRecord,
  TrxRecord,
} from './blocks.ts';
import { assembleBlock, slotOf, slotTime } from './blocks.ts';
import { bytesToHex } from './hex.ts';
import { KeyRing } from './keys.ts';
import type { PlanContext, TrxPlan } from './planner.ts';
import { bulkTransferPlans, planBlock } from './planner.ts';
import { sha256 } from './rng.ts';
import { lastIrreversible, ScheduleBook } from './schedule.ts';
import type { Genesis } from './seed.ts';
import { buildGenesis } from './seed.ts';
import type { Peer } from './state.ts';

export interface ChainOptions {
  seed: number;
  /** 100,000 accounts and 1,000,000 dice rows. */
  scale?: boolean;
  clock?: () => number;
  /**
   * Time of the last history block (ms); defaults to the clock at creation. It places the last
   * RECENT_BLOCKS; older history is fixed (see HISTORY_ANCHOR_MS).
   */
  startMs?: number;
  historyBlocks?: number;
}

/**
 * The whole simulated chain: genesis state, a deterministic history and live production.
 * Block contents are a pure function of (seed, block number), ids chain through `previous`,
 * and everything costly to show (signatures, JSON) is made on first request and cached.
 */
export class SimulatedChain {
  readonly seed: number;
  readonly chainId: Buffer;
  readonly keys: KeyRing;
  readonly schedule: ScheduleBook;
  readonly scale: boolean;
  readonly clock: () => number;
  readonly historyBlocks: number;
  private readonly startMs: number;
  state!: Genesis;
  peers: Peer[] = [];
  private blocks: BlockRecord[] = [];
  private byId = new Map<string, BlockRecord>();
  private trxIndex = new Map<string, TrxRecord>();
  private deferred = new Map<string, DeferredRecord>();
  private deferredSorted: DeferredRecord[] | undefined;
  private planContext!: PlanContext;
  private listeners = new Set<(block: BlockRecord) => void>();
  /** Bumped whenever state the answers depend on changes (for response caches). */
  version = 0;
  ctx!: BlockContext;

  constructor(opts: ChainOptions) {
    this.seed = opts.seed;
    this.scale = opts.scale ?? false;
    this.clock = opts.clock ?? Date.now;
    this.historyBlocks = opts.historyBlocks ?? HISTORY_BLOCKS;
    this.startMs = opts.startMs ?? this.clock();
    this.chainId = sha256(`cyberway-dev-node/chain/${this.seed}`);
    this.keys = new KeyRing(this.seed);
    this.schedule = new ScheduleBook(this.seed);
    this.build();
  }

  /** Back to genesis and the generated history. */
  reset(): void {
    this.build();
    this.version++;
  }

  /**
   * Slot of history block n: the older part ends at HISTORY_ANCHOR_MS whatever the start time
   * (unless the start time is earlier), the last RECENT_BLOCKS end at the start time.
   */
  private historySlot(n: number): number {
    const recent = Math.min(RECENT_BLOCKS, this.historyBlocks);
    const older = this.historyBlocks - recent;
    const recentFirst = slotOf(this.startMs) - recent + 1;
    if (n > older) return recentFirst + (n - older - 1);
    const olderLast = Math.min(slotOf(HISTORY_ANCHOR_MS), recentFirst - 1);
    return olderLast - older + n;
  }

  private build(): void {
    this.state = buildGenesis({
      seed: this.seed,
      keys: this.keys,
      genesisMs: slotTime(this.historySlot(1)) - 86_400_000 * 3,
      scale: this.scale,
    });
    this.peers = this.state.peers.map((p) => ({ ...p }));
    this.ctx = {
      seed: this.seed,
      chainId: this.chainId,
      keys: this.keys,
      schedule: this.schedule,
      accounts: this.state.accounts,
      blockAt: (n) => this.blocks[n - 1],
    };
    this.blocks = [];
    this.byId = new Map();
    this.trxIndex = new Map();
    this.deferred = new Map();
    this.deferredSorted = undefined;
    const dice = this.state.accounts.get(DICE.account);
    this.planContext = {
      seed: this.seed,
      users: this.state.users,
      candidates: this.state.candidates,
      diceCodeHex: dice?.code ? bytesToHex(dice.code.wasm) : '',
      diceAbiHex: dice?.abi ? bytesToHex(dice.abi.packed) : '',
    };
    for (let n = 1; n <= this.historyBlocks; n++) this.append(n, this.historySlot(n), false);
  }

  private append(
    n: number,
    slot: number,
    live: boolean,
    plans: TrxPlan[] = planBlock(n, this.planContext),
  ): BlockRecord {
    const blockMs = slotTime(slot);
    const matured = this.maturedAt(blockMs);
    const assembled = assembleBlock(this.ctx, n, slot, plans, matured);
    this.record(assembled, matured);
    if (live) this.applyEffects(plans, matured);
    return assembled.block;
  }

  private maturedAt(blockMs: number): DeferredRecord[] {
    if (this.deferred.size === 0) return [];
    return this.sortedDeferred().filter((d) => d.delayUntilMs <= blockMs);
  }

  private record(assembled: AssembledBlock, matured: readonly DeferredRecord[]): void {
    const { block, scheduled, transactions } = assembled;
    this.blocks.push(block);
    this.byId.set(block.id, block);
    for (const trx of transactions) this.trxIndex.set(trx.id, trx);
    for (const d of matured) this.deferred.delete(d.trx.id);
    for (const d of scheduled) this.deferred.set(d.trx.id, d);
    if (matured.length > 0 || scheduled.length > 0) this.deferredSorted = undefined;
  }

  /** Live blocks move balances and add dice bets, so the state visibly changes. */
  private applyEffects(plans: readonly TrxPlan[], matured: readonly DeferredRecord[]): void {
    const actions = [
      ...plans.filter((p) => p.delaySec === 0).flatMap((p) => p.actions),
      ...matured
        .filter((d) => d.outcome === 'executed')
        .flatMap((d) =>
          d.trx.actions.map((a) => ({ account: a.account, name: a.name, data: a.json })),
        ),
    ];
    for (const a of actions) {
      if (a.account === 'cyber.token' && a.name === 'transfer') {
        const { from, to, quantity } = a.data as { from: string; to: string; quantity: string };
        this.transfer(from, to, quantity);
      } else if (a.account === DICE.account && a.name === 'bet') {
        const { player, amount, roll_under } = a.data as {
          player: string;
          amount: string;
          roll_under: number;
        };
        const bets = this.state.tables.require(DICE.account, 'bets');
        const id = Number(bets.lastRow(DICE.scope)?.data['id'] ?? 0) + 1;
        const roll = 1 + (Number(sha256(`roll/${this.seed}/${id}`).readUInt32LE(0)) % 100);
        const units = parseAsset(amount)?.units ?? 0;
        const payout =
          roll < roll_under
            ? Math.floor((units * 98) / Math.max(1, roll_under - 1) / 100) * 100
            : 0;
        bets.insert(
          DICE.scope,
          bets.makeRow(
            {
              id,
              player,
              amount,
              roll_under,
              roll,
              payout: formatAsset(payout, '4,CYBER'),
              placed: timePointSec(Math.floor(this.headTimeMs() / 1000)),
              memo: '',
            },
            player,
          ),
        );
      }
    }
  }

  private transfer(from: string, to: string, quantity: string): void {
    const asset = parseAsset(quantity);
    if (!asset) return;
    const table = this.state.tables.require('cyber.token', 'accounts');
    const code = asset.symbol.split(',')[1] ?? '';
    const fromRow = table
      .mutableRows(from)
      .find((r) => String(r.data['balance']).endsWith(` ${code}`));
    const fromUnits = fromRow ? (parseAsset(String(fromRow.data['balance']))?.units ?? 0) : 0;
    if (!fromRow || fromUnits < asset.units || from === to) return;
    table.update(fromRow, {
      ...fromRow.data,
      balance: formatAsset(fromUnits - asset.units, asset.symbol),
    });
    const toRow = table.mutableRows(to).find((r) => String(r.data['balance']).endsWith(` ${code}`));
    if (toRow) {
      const toUnits = parseAsset(String(toRow.data['balance']))?.units ?? 0;
      table.update(toRow, {
        ...toRow.data,
        balance: formatAsset(toUnits + asset.units, asset.symbol),
      });
    } else {
      table.insert(
        to,
        table.makeRow(
          {
            balance: formatAsset(asset.units, asset.symbol),
            payments: formatAsset(0, asset.symbol),
          },
          from,
        ),
      );
    }
  }

  /**
   * Produces the next block at the clock's slot (or the next slot if the clock has not moved on).
   * `transfers` replaces the block's planned transactions with that many plain transfers.
   */
  produceBlock(opts: { transfers?: number } = {}): BlockRecord {
    const head = this.head();
    const slot = Math.max(head.slot + 1, slotOf(this.clock()));
    const plans =
      opts.transfers === undefined
        ? undefined
        : bulkTransferPlans(opts.transfers, this.state.users);
    const block = this.append(head.num + 1, slot, true, plans);
    this.version++;
    for (const l of this.listeners) l(block);
    return block;
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
    this.deferredSorted ??= [...this.deferred.values()].sort(
      (a, b) => a.delayUntilMs - b.delayUntilMs || (a.trx.id < b.trx.id ? -1 : 1),
    );
    return this.deferredSorted;
  }

  deferredById(id: string): DeferredRecord | undefined {
    return this.deferred.get(id.toLowerCase());
  }

  /** Ids of all blocks up to n (for the incremental merkle of block header state). */
  blockIds(upTo: number): Uint8Array[] {
    return this.blocks.slice(0, upTo).map((b) => Buffer.from(b.id, 'hex'));
  }
}
