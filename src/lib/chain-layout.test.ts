import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getInfoSchema } from '@/api/schemas/chain';
import { chainLayout } from './chain-layout';

function recordedInfo(file: string) {
  const url = new URL(`../../test-fixtures/reference/${file}`, import.meta.url);
  const recorded = JSON.parse(readFileSync(fileURLToPath(url), 'utf8')) as {
    response: { json: unknown };
  };
  return getInfoSchema.parse(recorded.response.json);
}

describe('chainLayout', () => {
  it('knows the CyberWay mainnet by its chain id', () => {
    for (const file of [
      'cyberway-mainnet__get_info__v2.0.2.json',
      'cyberway-mainnet__get_info__v2.1.1.json',
    ]) {
      expect(chainLayout(recordedInfo(file), [])).toEqual({
        layout: 'cyberway',
        evidence: 'mainnet-chain-id',
      });
    }
  });

  it('knows EOSIO 2.1 and Leap by the get_info fields CyberWay never sends', () => {
    for (const file of [
      'eosio-jungle3__get_info__v2.1.0.json',
      'leap-jungle4__get_info__v4.0.4.json',
    ]) {
      expect(chainLayout(recordedInfo(file), ['cyberway::abi/1.1'])?.layout).toBe('eosio');
    }
  });

  it('decides a 13-field get_info (CyberWay or EOSIO 1.6) by the ABI format the node serves', () => {
    const beos = recordedInfo('eosio-beos__get_info.json');
    expect(chainLayout(beos, [])).toBeNull();
    expect(chainLayout(beos, ['eosio::abi/1.1'])).toEqual({
      layout: 'eosio',
      evidence: 'eosio-abi',
    });
    expect(chainLayout({ ...beos, chain_id: 'ab'.repeat(32) }, ['cyberway::abi/1.1'])).toEqual({
      layout: 'cyberway',
      evidence: 'cyberway-abi',
    });
  });
});
