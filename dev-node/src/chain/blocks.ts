import { timePoint } from '../json.ts';
import type { PackableHeader, ScheduleJson } from './abi/chain-types.ts';
import type { KeyRing } from './keys.ts';
import type { Ledger } from './ledger/ledger.ts';
import type { ReceiptTrace } from './ledger/traces.ts';
import type { TrxRecord } from './records.ts';
import type { ScheduleBook, ScheduleVersion } from './schedule.ts';
import { slotTime } from './slots.ts';

/*
 * What a block is: its record, the receipts it holds and what building one needs
 * (BlockContext). Blocks are assembled in block-draft.ts, shown in block-json.ts; their
 * transactions are made in transactions.ts.
 */

export const STATUS_CODES = {
  executed: 0,
  soft_fail: 1,
  hard_fail: 2,
  delayed: 3,
  expired: 4,
} as const;
export type TrxStatus = keyof typeof STATUS_CODES;

export interface ReceiptRecord {
  status: TrxStatus;
  cpu: number;
  net: number;
  ram: number;
  storage: number;
  /** The full transaction, or only its id (deferred executions, as on real nodes). */
  trx: TrxRecord | string;
}

export interface BlockRecord {
  num: number;
  slot: number;
  producer: string;
  confirmed: number;
  previous: string;
  id: string;
  transactionMroot: string;
  actionMroot: string;
  scheduleVersion: number;
  newProducers: ScheduleJson | null;
  receipts: ReceiptRecord[];
  /** cyber.govern's receipt of the block's onblock action (the first action_mroot leaf). */
  onblock: ReceiptTrace;
  /** sha256 of the packed header (before the block number is written into it). */
  headerDigest: Buffer;
  signature?: string;
  /** get_block's answer, made on first request. */
  json?: Buffer;
}

export interface BlockContext {
  seed: number;
  chainId: Buffer;
  keys: KeyRing;
  schedule: ScheduleBook;
  ledger: Ledger;
  blockAt(n: number): BlockRecord | undefined;
}

export function scheduleJson(version: ScheduleVersion, keys: KeyRing): ScheduleJson {
  return {
    version: version.version,
    producers: version.producers.map((p) => ({
      producer_name: p,
      block_signing_key: keys.gls(`prod/${p}/signing`),
    })),
  };
}

/** A block's header as the chain writes it: what its id is the hash of, and get_block shows. */
export function blockHeader(block: BlockRecord): PackableHeader {
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
