import { describe, expect, it } from 'vitest';
import type { Handshake } from '@/api/schemas/net';
import {
  describeConnection,
  describeLag,
  handshakeTime,
  hasHandshake,
  chainMatch,
  validateEndpoint,
} from './peer-state';

const zero = '0'.repeat(64);
const base: Handshake = {
  network_version: 1206,
  chain_id: 'ab'.repeat(32),
  node_id: 'cd'.repeat(32),
  key: 'GLS1111111111111111111111111111111114T1Anm',
  time: '1604379420000000000',
  token: zero,
  sig: 'SIG_K1_x',
  p2p_address: 'peer1:9876',
  last_irreversible_block_num: 90,
  last_irreversible_block_id: zero,
  head_num: 100,
  head_id: zero,
  os: 'linux',
  agent: 'peer one',
  generation: 1,
};

describe('peer state', () => {
  it('tells a default handshake from a real one', () => {
    expect(hasHandshake(base)).toBe(true);
    expect(hasHandshake({ ...base, node_id: zero, head_num: 0, agent: '' })).toBe(false);
  });

  it('describes the flags in words', () => {
    expect(describeConnection({ connecting: false, syncing: false })).toBe('Connected');
    expect(describeConnection({ connecting: true, syncing: false })).toBe('Connecting');
    expect(describeConnection({ connecting: false, syncing: true })).toBe('Syncing');
    expect(describeConnection({ connecting: true, syncing: true })).toBe('Connecting, syncing');
  });

  it('says same or other chain only when both chain ids are known', () => {
    expect(chainMatch(base, 'AB'.repeat(32))).toBe('same');
    expect(chainMatch(base, 'ef'.repeat(32))).toBe('other');
    expect(chainMatch({ ...base, chain_id: zero }, 'ef'.repeat(32))).toBe('unknown');
    expect(chainMatch(base, undefined)).toBe('unknown');
  });

  it('says how far behind the peer is', () => {
    expect(describeLag(1100, 100)).toBe('1,000 blocks behind');
    expect(describeLag(101, 100)).toBe('1 block behind');
    expect(describeLag(100, 100)).toBe('level with our node');
    expect(describeLag(99, 100)).toBe('1 block ahead');
    expect(describeLag(undefined, 100)).toBeNull();
    expect(describeLag(100, 0)).toBeNull();
  });

  it('reads nanosecond and string handshake times', () => {
    expect(handshakeTime(base)?.toISOString()).toBe('2020-11-03T04:57:00.000Z');
    expect(handshakeTime({ ...base, time: '2020-11-03T04:57:00.000' })?.toISOString()).toBe(
      '2020-11-03T04:57:00.000Z',
    );
    expect(handshakeTime({ ...base, time: '0' })).toBeNull();
  });

  it('validates peer endpoints', () => {
    expect(validateEndpoint('10.0.0.5:9876')).toBeNull();
    expect(validateEndpoint('peer.example.com:9876')).toBeNull();
    expect(validateEndpoint('[::1]:9876')).toBeNull();
    expect(validateEndpoint('')).toMatch(/host:port/);
    expect(validateEndpoint('no port')).toMatch(/spaces/);
    expect(validateEndpoint('host')).toMatch(/not host:port/);
    expect(validateEndpoint('host:70000')).toMatch(/out of range/);
  });
});
