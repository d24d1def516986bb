import { PRODUCERS, SCHEDULE_PERIOD, STANDBY_PRODUCERS } from '../fixtures.ts';
import { Rng } from './rng.ts';

/**
 * The producer schedule as a pure function of the block number, so history and live blocks
 * agree and nothing depends on the order blocks are asked for. Version v ≥ 2 is proposed at
 * v·P−90, carried in block v·P−60's header (pending) and active from v·P: the block that made
 * it pending is irreversible by then, since LIB trails the head by at most 34 blocks.
 */

export interface ScheduleVersion {
  version: number;
  /** Producer names in production order (sorted by name, as nodeos sorts them). */
  producers: string[];
}

const PROPOSE_OFFSET = 90;
const PENDING_OFFSET = 60;

export class ScheduleBook {
  private readonly versions: ScheduleVersion[] = [];
  private readonly seed: number;

  constructor(seed: number) {
    this.seed = seed;
    this.versions.push({ version: 1, producers: [...PRODUCERS].sort() });
  }

  get(version: number): ScheduleVersion {
    while (this.versions.length < version) {
      const prev = this.versions[this.versions.length - 1];
      if (!prev) break;
      const rng = Rng.from('schedule', this.seed, prev.version + 1);
      const all = [...PRODUCERS, ...STANDBY_PRODUCERS] as string[];
      const standby = all.filter((p) => !prev.producers.includes(p));
      const out = rng.pick(prev.producers);
      const into = rng.pick(standby);
      const producers = prev.producers.map((p) => (p === out ? into : p)).sort();
      this.versions.push({ version: prev.version + 1, producers });
    }
    const v = this.versions[version - 1];
    if (!v) throw new Error(`no schedule version ${version}`);
    return v;
  }

  /** Active version at block n. */
  activeVersion(n: number): number {
    return Math.floor(n / SCHEDULE_PERIOD) + 1;
  }

  active(n: number): ScheduleVersion {
    return this.get(this.activeVersion(n));
  }

  /** The schedule carried as `new_producers` by block n, if n is the block that makes one pending. */
  newProducersAt(n: number): ScheduleVersion | undefined {
    if ((n + PENDING_OFFSET) % SCHEDULE_PERIOD !== 0) return undefined;
    return this.get(this.activeVersion(n + PENDING_OFFSET));
  }

  /** With head at n: the pending schedule (in a header, not yet active). */
  pending(n: number): ScheduleVersion | undefined {
    const next = this.activeVersion(n) + 1;
    const activeAt = (next - 1) * SCHEDULE_PERIOD;
    return n >= activeAt - PENDING_OFFSET && n < activeAt ? this.get(next) : undefined;
  }

  /** With head at n: the proposed schedule (chosen by cyber.govern, not yet in a header). */
  proposed(n: number): ScheduleVersion | undefined {
    const next = this.activeVersion(n) + 1;
    const activeAt = (next - 1) * SCHEDULE_PERIOD;
    return n >= activeAt - PROPOSE_OFFSET && n < activeAt - PENDING_OFFSET
      ? this.get(next)
      : undefined;
  }

  /** The block that made the schedule active at n pending (for pending_schedule_lib_num). */
  pendingBlockOf(n: number): number {
    const v = this.activeVersion(n);
    return v === 1 ? 1 : (v - 1) * SCHEDULE_PERIOD - PENDING_OFFSET;
  }

  /** One block per producer turn (CyberWay producer_repetitions = 1), by slot. */
  producerAt(n: number, slot: number): string {
    const producers = this.active(n).producers;
    return producers[slot % producers.length] ?? producers[0] ?? 'cyber';
  }
}

/**
 * LIB with the head at n: it moves in steps of a full round (21 blocks), as when ~2/3 of the
 * producers have confirmed, trailing the head by 14..34 blocks, and never goes backwards.
 */
export function lastIrreversible(n: number): number {
  return Math.max(1, Math.floor((n - 14) / 21) * 21);
}
