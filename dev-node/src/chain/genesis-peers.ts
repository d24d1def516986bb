import type { Peer } from './state.ts';

/** The peers the node knows at start (net API): two seeds, a validator, one still connecting. */
export function genesisPeers(): Peer[] {
  return [
    {
      peer: 'seed1.cyberway.dev:9876',
      connecting: false,
      syncing: false,
      handshake: {
        nodeLabel: 'seed1',
        agent: '"CyberWay seed 1"',
        os: 'linux',
        lag: 0,
        generation: 1,
      },
    },
    {
      peer: 'seed2.cyberway.dev:9876',
      connecting: false,
      syncing: true,
      handshake: {
        nodeLabel: 'seed2',
        agent: '"CyberWay seed 2"',
        os: 'linux',
        lag: 240,
        generation: 3,
      },
    },
    {
      peer: '203.0.113.7:9876',
      connecting: false,
      syncing: false,
      handshake: {
        nodeLabel: 'validator',
        agent: '"k5emubc1rdls"',
        os: 'osx',
        lag: 1,
        generation: 2,
      },
    },
    { peer: '198.51.100.23:9876', connecting: true, syncing: false },
  ];
}
