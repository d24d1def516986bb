import type { PushDraft } from './push-draft';

/** What every transaction carries before its actions, in both layouts (EOSIO drops the RAM and storage limits). */
export interface TransactionHeader {
  /** `YYYY-MM-DDTHH:MM:SS`, UTC. */
  expiration: string;
  ref_block_num: number;
  ref_block_prefix: number;
  max_net_usage_words: number;
  max_cpu_usage_ms: number;
  max_ram_kbytes: number;
  max_storage_kbytes: number;
  delay_sec: number;
}

/** The header's limits and delay as a draft sets them (0: the chain's own maximum). */
export type HeaderLimits = Pick<
  PushDraft,
  'netWords' | 'cpuMs' | 'ramKbytes' | 'storageKbytes' | 'delaySec'
>;

const NO_LIMITS: HeaderLimits = {
  netWords: 0,
  cpuMs: 0,
  ramKbytes: 0,
  storageKbytes: 0,
  delaySec: 0,
};

/** `YYYY-MM-DDTHH:MM:SS` (UTC, no zone), as nodes write time_point_sec. */
export function timePointSec(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().slice(0, 19);
}

/** ref_block_num of a block: its number's low 16 bits. */
export function refBlockNum(blockNum: number): number {
  return blockNum & 0xffff;
}

/** ref_block_prefix of a block: bytes 8…11 of its id read as a little-endian uint32 (ground-truth §3). */
export function refBlockPrefix(blockId: string): number {
  const b = (i: number) => Number.parseInt(blockId.slice(16 + i * 2, 18 + i * 2), 16);
  return (b(0) | (b(1) << 8) | (b(2) << 16) | (b(3) << 24)) >>> 0;
}

/**
 * A header expiring at `expiresMs` whose TaPoS names `refBlock`; null leaves TaPoS at 0/0, as a
 * transaction that is not pushed as it is (a proposal's) carries it.
 */
export function transactionHeader(
  expiresMs: number,
  refBlock: { num: number; id: string } | null,
  limits: HeaderLimits = NO_LIMITS,
): TransactionHeader {
  return {
    expiration: timePointSec(expiresMs),
    ref_block_num: refBlock ? refBlockNum(refBlock.num) : 0,
    ref_block_prefix: refBlock ? refBlockPrefix(refBlock.id) : 0,
    max_net_usage_words: limits.netWords,
    max_cpu_usage_ms: limits.cpuMs,
    max_ram_kbytes: limits.ramKbytes,
    max_storage_kbytes: limits.storageKbytes,
    delay_sec: limits.delaySec,
  };
}
