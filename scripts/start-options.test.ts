import { describe, expect, it } from 'vitest';
import { listeningUrl, nodeSeed, startOptions } from './start-options';

describe('npm start options', () => {
  it('takes the port from --port, then DEV_NODE_PORT, then 8888; passes other flags on', () => {
    expect(startOptions(['--port', '9999', '--manual'], {})).toEqual({
      port: 9999,
      nodeArgs: ['--manual'],
    });
    expect(startOptions(['--port=0'], { DEV_NODE_PORT: '7000' })).toEqual({
      port: 0,
      nodeArgs: [],
    });
    expect(startOptions(['--seed', '3'], { DEV_NODE_PORT: '7000' })).toEqual({
      port: 7000,
      nodeArgs: ['--seed', '3'],
    });
    expect(startOptions([], {})).toEqual({ port: 8888, nodeArgs: [] });
  });

  it('says when the port is not a port', () => {
    expect(startOptions(['--port', 'abc'], {})).toEqual({
      problem: '"abc" is not a port (0–65535; 0 picks a free one).',
    });
    expect(startOptions(['--port'], {})).toHaveProperty('problem');
  });

  it('reads the URL the dev node listens on, whichever port it got', () => {
    expect(
      listeningUrl('CyberWay dev node listening on http://127.0.0.1:40123 (chain ab12…, head 1)'),
    ).toBe('http://127.0.0.1:40123');
    expect(listeningUrl('seeding…')).toBeNull();
  });

  it('knows the seed the node runs with, whose test keys it prints', () => {
    expect(nodeSeed(['--manual'])).toBe(1);
    expect(nodeSeed(['--seed', '7', '--manual'])).toBe(7);
    expect(nodeSeed(['--seed=3'])).toBe(3);
  });
});
