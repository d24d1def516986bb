import { describe, expect, it } from 'vitest';
import { transactionHeader } from './transaction-header';

describe('a transaction header', () => {
  const id = '00011170e41f1462acb648b8' + '0'.repeat(40);
  const at = Date.parse('2024-01-01T00:10:00.900Z');

  it('names its block by TaPoS and expires at a whole second', () => {
    expect(transactionHeader(at, { num: 70_000, id })).toEqual({
      expiration: '2024-01-01T00:10:00',
      ref_block_num: 70_000 & 0xffff,
      ref_block_prefix: 3091773100,
      max_net_usage_words: 0,
      max_cpu_usage_ms: 0,
      max_ram_kbytes: 0,
      max_storage_kbytes: 0,
      delay_sec: 0,
    });
  });

  it('carries a draft’s limits and delay, and no TaPoS for a transaction not pushed as it is', () => {
    const limits = { netWords: 1, cpuMs: 2, ramKbytes: 3, storageKbytes: 4, delaySec: 5 };
    expect(transactionHeader(at, null, limits)).toMatchObject({
      ref_block_num: 0,
      ref_block_prefix: 0,
      max_net_usage_words: 1,
      max_cpu_usage_ms: 2,
      max_ram_kbytes: 3,
      max_storage_kbytes: 4,
      delay_sec: 5,
    });
  });
});
