import { describe, expect, it } from 'vitest';
import { NodeUnreachableError } from '@/api/node-errors';
import type { GetInfo } from '@/api/schemas/chain';
import { nextProbe } from '@/queries/nodes';
import {
  assessNodes,
  findForks,
  forkProbes,
  LAG_SECONDS,
  percentile,
  STALE_SECONDS,
  type NodeReading,
} from './node-health';
import { readNodesView, viewRows, type NodeRow } from './node-view';

const NOW = Date.UTC(2026, 10, 25, 12);
const CHAIN = 'a'.repeat(64);
const OTHER = 'b'.repeat(64);

/** get_info of a node whose head is `head`, made `ageS` seconds before NOW (3 s blocks). */
function info(head: number, ageS = 0, chain = CHAIN): GetInfo {
  return {
    server_version: 'e945893a',
    chain_id: chain,
    head_block_num: head,
    last_irreversible_block_num: head - 20,
    last_irreversible_block_id: '0'.repeat(64),
    head_block_id: '0'.repeat(64),
    head_block_time: new Date(NOW - ageS * 1000).toISOString().replace('Z', ''),
    head_block_producer: 'alice',
    virtual_block_cpu_limit: '1',
    virtual_block_net_limit: '1',
    block_cpu_limit: '1',
    block_net_limit: '1',
  };
}

const reading = (url: string, i: GetInfo | null, error: unknown = null): NodeReading => ({
  url,
  info: i,
  error,
  latencies: [],
});

const statusOf = (readings: NodeReading[], currentUrl = 'http://a') =>
  assessNodes(readings, { now: NOW, currentUrl }).map((h) => h.status);

describe('percentile', () => {
  it('takes the nearest rank, whatever the order; none for no values', () => {
    const values = [50, 10, 40, 20, 30, 100, 60, 70, 80, 90];
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(100);
    expect(percentile(values, 0)).toBe(10);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 50)).toBeNull();
  });
});

describe('assessNodes', () => {
  it('ok when in step; lagging behind the best of the chain; stale when the head is old', () => {
    const lagBlocks = LAG_SECONDS / 3;
    expect(
      statusOf([
        reading('http://a', info(100)),
        reading('http://b', info(99, 3)),
        reading('http://c', info(100 - lagBlocks, LAG_SECONDS)),
        reading('http://d', info(50, STALE_SECONDS + 1)),
      ]),
    ).toEqual(['ok', 'ok', 'lagging', 'stale']);
  });

  it('measures lag in blocks and seconds against the best answering node of its chain', () => {
    const [a, b] = assessNodes(
      [reading('http://a', info(90, 30)), reading('http://b', info(100, 0))],
      { now: NOW, currentUrl: 'http://a' },
    );
    expect([a?.lagBlocks, a?.lagSeconds, a?.headAgeSeconds]).toEqual([10, 30, 30]);
    expect([b?.lagBlocks, b?.lagSeconds]).toEqual([0, 0]);
  });

  it('down with the connection doctor cause when the last poll failed, even after answers', () => {
    const error = new NodeUnreachableError({
      reason: 'network',
      baseUrl: 'http://b',
      endpoint: '/v1/chain/get_info',
      cause: new TypeError('Failed to fetch'),
    });
    const [, b] = assessNodes(
      [reading('http://a', info(100)), reading('http://b', info(100), error)],
      { now: NOW, currentUrl: 'http://a' },
    );
    expect(b?.status).toBe('down');
    expect(b?.cause).toBe("Can't reach the node");
  });

  it("another chain than the node in use is 'other chain', its lag measured in its own chain", () => {
    const health = assessNodes(
      [
        reading('http://a', info(100)),
        reading('http://x', info(5000, 0, OTHER)),
        reading('http://y', info(4000, 0, OTHER)),
      ],
      { now: NOW, currentUrl: 'http://a' },
    );
    expect(health.map((h) => h.status)).toEqual(['ok', 'other chain', 'other chain']);
    expect(health[2]?.lagBlocks).toBe(1000);
    expect(health[0]?.lagBlocks).toBe(0);
  });

  it('takes the chain most nodes are on when the node in use does not answer', () => {
    expect(
      statusOf([
        reading('http://a', null, new Error('x')),
        reading('http://x', info(10, 0, OTHER)),
        reading('http://b', info(100)),
        reading('http://c', info(100)),
      ]),
    ).toEqual(['down', 'other chain', 'ok', 'ok']);
    expect(statusOf([reading('http://a', null)])).toEqual(['waiting']);
  });
});

describe('forks', () => {
  it('probes each LIB and the lowest head, on the nodes of one chain that have the block', () => {
    const health = assessNodes(
      [
        reading('http://a', info(100)),
        reading('http://b', info(95, 15)),
        reading('http://x', info(100, 0, OTHER)),
        reading('http://d', null, new Error('down')),
      ],
      { now: NOW, currentUrl: 'http://a' },
    );
    expect(forkProbes(health)).toEqual([
      { height: 75, urls: ['http://a', 'http://b'] },
      { height: 80, urls: ['http://a', 'http://b'] },
      { height: 95, urls: ['http://a', 'http://b'] },
    ]);
  });

  it('finds heights where nodes answered different ids, naming the nodes of each branch', () => {
    const forks = findForks([
      { url: 'http://a', height: 80, id: 'x80' },
      { url: 'http://b', height: 80, id: 'x80' },
      { url: 'http://a', height: 95, id: 'a95' },
      { url: 'http://b', height: 95, id: 'b95' },
      { url: 'http://c', height: 95, id: 'a95' },
    ]);
    expect(forks).toEqual([
      {
        height: 95,
        branches: [
          { id: 'a95', urls: ['http://a', 'http://c'] },
          { id: 'b95', urls: ['http://b'] },
        ],
      },
    ]);
  });
});

describe('nextProbe', () => {
  it('keeps a minute of latencies, the last answer through failures, and counts failures', () => {
    let probe = nextProbe(undefined, { info: info(1), ms: 20 }, NOW);
    probe = nextProbe(probe, { info: info(2), ms: 30 }, NOW + 30_000);
    probe = nextProbe(probe, { error: new Error('x') }, NOW + 61_000);
    expect(probe.samples).toEqual([{ at: NOW + 30_000, ms: 30 }]);
    expect(probe.info?.head_block_num).toBe(2);
    expect(probe.failures).toBe(1);
    probe = nextProbe(probe, { error: new Error('y') }, NOW + 62_000);
    expect(probe.failures).toBe(2);
    probe = nextProbe(probe, { info: info(3), ms: 10 }, NOW + 63_000);
    expect([probe.failures, probe.error, probe.samples.length]).toEqual([0, null, 2]);
  });
});

describe('viewRows', () => {
  const row = (url: string, status: NodeRow['status'], head: number, p50: number): NodeRow => ({
    url,
    status,
    chainId: CHAIN,
    headNum: head,
    libNum: head - 20,
    headAgeSeconds: 0,
    lagBlocks: 0,
    lagSeconds: 0,
    p50,
    p95: p50,
    cause: null,
    name: null,
    origins: [],
    version: null,
  });
  const rows = [
    row('http://b.test', 'ok', 10, 30),
    row('http://a.test', 'down', 12, 5),
    row('http://c.example', 'ok', 11, 20),
  ];
  const urls = (search: string) =>
    viewRows(rows, readNodesView(new URLSearchParams(search))).map((r) => r.url);

  it('sorts by a column either way and filters by text and status; bad params fall back', () => {
    expect(urls('')).toEqual(['http://a.test', 'http://b.test', 'http://c.example']);
    expect(urls('sort=head&dir=desc')).toEqual([
      'http://a.test',
      'http://c.example',
      'http://b.test',
    ]);
    expect(urls('sort=latency')).toEqual(['http://a.test', 'http://c.example', 'http://b.test']);
    expect(urls('status=ok&q=TEST')).toEqual(['http://b.test']);
    expect(urls('sort=nope&status=bad')).toEqual(urls(''));
  });
});
