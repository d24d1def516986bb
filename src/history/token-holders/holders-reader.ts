import type { NodeClient } from '@/api/node-client';
import { EVERY_PRODUCER_PAGE } from '@/api/request-bodies';
import type { HistorySource } from '@/history/source';
import { ScanRate } from '@/history/block-scan/scan-rate';
import type {
  HoldersMeta,
  HoldersPage,
  HoldersStore,
  ReadBalance,
  StoredHolder,
} from '@/storage/holders-store';

/**
 * Finding a token's holders and reading their balances. CyberWay cannot list the scopes of a
 * balance table, so the holders are the accounts that ever held the token, as far as the explorer
 * can list them: the issuer, the producer candidates (get_producers: on CyberWay their balances
 * come from the genesis state, which no block shows) and every account the token moved to or
 * from (the history source: a service's actions, or the blocks the scan kept). Each balance is
 * then read from the node (get_currency_balance), 4 at a time, a batch per store transaction, so
 * the page holds one batch at a time however many holders there are. Everything goes to the
 * holders store as it comes: a cancelled or interrupted run resumes where it stopped.
 */

export type HoldersPhase = 'idle' | 'finding' | 'reading' | 'done' | 'cancelled' | 'failed';

export interface HoldersState {
  phase: HoldersPhase;
  meta: HoldersMeta | undefined;
  /** Accounts waiting to be read (an estimate while finding). */
  toRead: number;
  /** Balances read a second, over the last few seconds. */
  perSecond: number;
  error: unknown;
}

const IN_FLIGHT = 4;
const BATCH = 200;

/** "123.4567 CYBER" → its decimal text and base units; null for anything else. */
function readAsset(text: string, symbol: string): { amount: string; units: bigint } | null {
  const m = /^(\d+)(?:\.(\d+))?\s+([A-Z]{1,7})$/.exec(text.trim());
  if (!m?.[1] || m[3] !== symbol) return null;
  const amount = m[2] === undefined ? m[1] : `${m[1]}.${m[2]}`;
  return { amount, units: BigInt(`${m[1]}${m[2] ?? ''}`) };
}

/** What the token page shows of the holders read. */
export interface HoldersSummary {
  meta: HoldersMeta | undefined;
  /** Accounts holding more than nothing. */
  count: number;
  /** Base units the ten largest hold. */
  top10: bigint;
}

export interface HoldersReaderOptions {
  node: Pick<NodeClient, 'getInfo' | 'getCurrencyBalance' | 'getCurrencyStats' | 'getProducers'>;
  store: HoldersStore;
  code: string;
  symbol: string;
}

export class HoldersReader {
  private readonly listeners = new Set<() => void>();
  private state: HoldersState = {
    phase: 'idle',
    meta: undefined,
    toRead: 0,
    perSecond: 0,
    error: undefined,
  };
  private stop: AbortController | undefined;
  private readonly rate = new ScanRate();
  readonly token: string;
  private readonly opts: HoldersReaderOptions;

  constructor(opts: HoldersReaderOptions) {
    this.opts = opts;
    this.token = `${opts.code}/${opts.symbol}`;
  }

  getState(): HoldersState {
    return this.state;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(patch: Partial<HoldersState>): void {
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l();
  }

  /** What the store holds of the token (for the page before any run). */
  async load(): Promise<void> {
    if (this.state.phase !== 'idle') return;
    const meta = await this.opts.store.meta(this.token);
    const toRead = meta ? meta.accounts - meta.read : 0;
    this.set({ meta, toRead: Math.max(0, toRead) });
  }

  /** Holders by balance, largest first; `after` is a page's `next`. */
  page(limit: number, after?: [string, string]): Promise<HoldersPage> {
    return this.opts.store.page(this.token, limit, after);
  }

  /** Every holder, largest first, a page at a time (for an export). */
  async all(): Promise<StoredHolder[]> {
    const out: StoredHolder[] = [];
    let after: [string, string] | undefined;
    do {
      const page = await this.page(1000, after);
      out.push(...page.holders);
      after = page.next;
    } while (after);
    return out;
  }

  async summary(): Promise<HoldersSummary> {
    const { store } = this.opts;
    const [meta, count, top] = await Promise.all([
      store.meta(this.token),
      store.count(this.token),
      store.page(this.token, 10),
    ]);
    return { meta, count, top10: top.holders.reduce((sum, h) => sum + BigInt(h.s), 0n) };
  }

  get running(): boolean {
    return this.state.phase === 'finding' || this.state.phase === 'reading';
  }

  cancel(): void {
    this.stop?.abort();
  }

  /** Forgets what was found and read of the token. */
  async clear(): Promise<void> {
    this.cancel();
    await this.opts.store.clear(this.token);
    this.set({ phase: 'idle', meta: undefined, toRead: 0, error: undefined });
  }

  /**
   * Finds the holders (from where the last run stopped; from the start again when it had reached
   * the end, so accounts the source learnt since are found) and reads every balance not read yet.
   */
  async run(source: HistorySource): Promise<void> {
    if (this.running) return;
    const stop = new AbortController();
    this.stop = stop;
    const o = { signal: stop.signal };
    try {
      this.set({ phase: 'finding', error: undefined });
      let meta = await this.startMeta(source);
      if (!meta.cursor && !meta.found) meta = await this.findKnown(meta, o);
      meta = await this.findInHistory(source, meta, o);
      this.set({ phase: 'reading' });
      await this.readPending(meta, o);
      this.set({ phase: 'done' });
    } catch (e) {
      if (stop.signal.aborted) this.set({ phase: 'cancelled' });
      else this.set({ phase: 'failed', error: e });
    } finally {
      this.stop = undefined;
    }
  }

  private async startMeta(source: HistorySource): Promise<HoldersMeta> {
    const kept = await this.opts.store.meta(this.token);
    const sameSource = kept?.source === source.id;
    const meta: HoldersMeta = kept
      ? {
          ...kept,
          source: source.id,
          // A finished finding starts over (new actions since); another source starts over.
          cursor: kept.found || !sameSource ? undefined : kept.cursor,
          found: false,
        }
      : {
          t: this.token,
          source: source.id,
          cursor: undefined,
          found: false,
          accounts: 0,
          read: 0,
          sum: '0',
          supply: undefined,
          firstBlock: undefined,
          lastBlock: undefined,
          updatedAt: Date.now(),
        };
    await this.save(meta);
    return meta;
  }

  private async save(meta: HoldersMeta): Promise<void> {
    await this.opts.store.putMeta(meta);
    this.set({ meta, toRead: Math.max(0, meta.accounts - meta.read) });
  }

  private async addFound(meta: HoldersMeta, accounts: string[]): Promise<HoldersMeta> {
    const added = await this.opts.store.addFound(this.token, accounts);
    return { ...meta, accounts: meta.accounts + added, updatedAt: Date.now() };
  }

  /** The issuer and the producer candidates: holders no action may show. */
  private async findKnown(meta: HoldersMeta, o: { signal: AbortSignal }) {
    const { node, code, symbol } = this.opts;
    const stats = await node.getCurrencyStats(code, symbol, o);
    const accounts = stats ? [stats.issuer] : [];
    let lowerBound = '';
    for (let page = 0; page < 20; page++) {
      const answer = await node
        .getProducers({ lowerBound, limit: EVERY_PRODUCER_PAGE }, o)
        .catch((e: unknown) => {
          if (o.signal.aborted) throw e;
          // A chain without producers' listing still has its token's actions.
          return undefined;
        });
      accounts.push(...(answer?.rows.map((r) => r.owner) ?? []));
      if (!answer?.more || answer.more === lowerBound) break;
      lowerBound = answer.more;
    }
    const next = await this.addFound(meta, accounts);
    await this.save(next);
    return next;
  }

  private async findInHistory(
    source: HistorySource,
    start: HoldersMeta,
    o: { signal: AbortSignal },
  ): Promise<HoldersMeta> {
    let meta = start;
    for (;;) {
      o.signal.throwIfAborted();
      const page = await source.tokenAccounts(this.opts.code, this.opts.symbol, meta.cursor, o);
      meta = await this.addFound(meta, page.accounts);
      meta = { ...meta, cursor: page.next ?? meta.cursor, found: page.next === undefined };
      await this.save(meta);
      if (meta.found) return meta;
    }
  }

  private async readPending(start: HoldersMeta, o: { signal: AbortSignal }): Promise<void> {
    const { node, store, code, symbol } = this.opts;
    const [info, stats] = await Promise.all([
      node.getInfo(o),
      node.getCurrencyStats(code, symbol, o),
    ]);
    const block = info.head_block_num;
    let meta: HoldersMeta = { ...start, supply: stats?.supply ?? start.supply };
    for (;;) {
      o.signal.throwIfAborted();
      const accounts = await store.pending(this.token, BATCH);
      if (accounts.length === 0) break;
      const balances: ReadBalance[] = [];
      let next = 0;
      // Every worker stops before the run does: none asks the node after a cancel.
      const workers = await Promise.allSettled(
        Array.from({ length: IN_FLIGHT }, async () => {
          while (next < accounts.length) {
            o.signal.throwIfAborted();
            const account = accounts[next++];
            if (account === undefined) return;
            const answer = await node.getCurrencyBalance(code, account, symbol, o);
            const found = answer.map((a) => readAsset(a, symbol)).find((a) => a !== null);
            balances.push({ account, amount: found?.amount ?? '0', units: found?.units ?? 0n });
            this.rate.record();
          }
        }),
      );
      const failed = workers.find((w) => w.status === 'rejected');
      if (failed) throw failed.reason;
      const change = await store.putBalances(this.token, balances, block);
      meta = {
        ...meta,
        read: meta.read + balances.length,
        sum: (BigInt(meta.sum) + change).toString(),
        firstBlock: meta.firstBlock ?? block,
        lastBlock: block,
        updatedAt: Date.now(),
      };
      await this.save(meta);
      this.set({ perSecond: Math.round(this.rate.perSecond()) });
    }
  }
}
