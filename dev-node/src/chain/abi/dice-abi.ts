import { actions, index, struct } from './abi-builders.ts';
import { cyberwayAbi, type CyberwayAbi } from './cyberway-abi.ts';

/**
 * dice: the showcase contract. Its `bets` table has a composite secondary index
 * (player, id) and a descending index on the amount, and holds thousands of rows.
 */
export const DICE_ABI: CyberwayAbi = cyberwayAbi({
  structs: [
    struct('bet_info', [
      ['id', 'uint64'],
      ['player', 'name'],
      ['amount', 'asset'],
      ['roll_under', 'uint8'],
      ['roll', 'uint8'],
      ['payout', 'asset'],
      ['placed', 'time_point_sec'],
      ['memo', 'string'],
    ]),
    struct('player_info', [
      ['player', 'name'],
      ['bets', 'uint32'],
      ['wagered', 'asset'],
      ['won', 'asset'],
    ]),
    struct('bet', [
      ['player', 'name'],
      ['amount', 'asset'],
      ['roll_under', 'uint8'],
      ['memo', 'string'],
    ]),
    struct('settle', [
      ['id', 'uint64'],
      ['roll', 'uint8'],
    ]),
    struct('bet_event', [
      ['id', 'uint64'],
      ['player', 'name'],
      ['roll', 'uint8'],
      ['payout', 'asset'],
    ]),
  ],
  actions: actions('bet', 'settle'),
  events: [{ name: 'betresult', type: 'bet_event' }],
  tables: [
    {
      name: 'bets',
      type: 'bet_info',
      indexes: [
        index('primary', ['id']),
        index('byplayer', ['player', 'id']),
        index('byamount', ['-amount._amount', 'id']),
      ],
    },
    { name: 'players', type: 'player_info', indexes: [index('primary', ['player'])] },
  ],
});
