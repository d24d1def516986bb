import { actions, index, struct } from './abi-builders.ts';
import { cyberwayAbi, type CyberwayAbi } from './cyberway-abi.ts';

/**
 * cyber.stake: agents (with signing keys and proxy levels), grants and candidates. Staking is a
 * cyber.token transfer to cyber.stake; the actions are CyberWay's (cyber.stake.cpp).
 */
/** A table of (grantor, recipient) pairs, keyed as cyber.stake keys them. */
const pairTable = (name: string, type: string) => ({
  name,
  type,
  indexes: [
    index('primary', ['id']),
    index('bykey', ['token_code', 'grantor_name', 'recipient_name']),
  ],
});

export const STAKE_ABI: CyberwayAbi = cyberwayAbi({
  structs: [
    struct('agent', [
      ['id', 'uint64'],
      ['token_code', 'symbol_code'],
      ['account', 'name'],
      ['proxy_level', 'uint8'],
      ['last_proxied_update', 'time_point_sec'],
      ['balance', 'int64'],
      ['proxied', 'int64'],
      ['shares_sum', 'int64'],
      ['own_share', 'int64'],
      ['fee', 'int16'],
      ['min_own_staked', 'int64'],
      ['provided', 'int64'],
      ['received', 'int64'],
      ['signing_key', 'public_key?'],
    ]),
    struct('grant', [
      ['id', 'uint64'],
      ['token_code', 'symbol_code'],
      ['grantor_name', 'name'],
      ['recipient_name', 'name'],
      ['pct', 'int16'],
      ['share', 'int64'],
      ['break_fee', 'int16'],
      ['break_min_own_staked', 'int64'],
    ]),
    struct('candidate', [
      ['id', 'uint64'],
      ['token_code', 'symbol_code'],
      ['account', 'name'],
      ['latest_pick', 'time_point_sec'],
      ['votes', 'int64'],
      ['priority', 'int64'],
      ['signing_key', 'public_key'],
      ['enabled', 'bool'],
    ]),
    struct('delegatevote', [
      ['grantor_name', 'name'],
      ['recipient_name', 'name'],
      ['quantity', 'asset'],
    ]),
    struct('recallvote', [
      ['grantor_name', 'name'],
      ['recipient_name', 'name'],
      ['token_code', 'symbol_code'],
      ['pct', 'int16'],
    ]),
    struct('setproxylvl', [
      ['account', 'name'],
      ['token_code', 'symbol_code'],
      ['level', 'uint8'],
    ]),
    struct('setkey', [
      ['account', 'name'],
      ['token_code', 'symbol_code'],
      ['signing_key', 'public_key'],
    ]),
    struct('open', [
      ['owner', 'name'],
      ['token_code', 'symbol_code'],
      ['ram_payer', 'name?'],
    ]),
    struct('withdraw', [
      ['account', 'name'],
      ['quantity', 'asset'],
    ]),
    struct('setproxyfee', [
      ['account', 'name'],
      ['token_code', 'symbol_code'],
      ['fee', 'int16'],
    ]),
    struct('setminstaked', [
      ['account', 'name'],
      ['token_code', 'symbol_code'],
      ['min_own_staked', 'int64'],
    ]),
    struct('claim', [
      ['grantor_name', 'name'],
      ['recipient_name', 'name'],
      ['token_code', 'symbol_code'],
    ]),
    struct('delegateuse', [
      ['grantor_name', 'name'],
      ['recipient_name', 'name'],
      ['quantity', 'asset'],
    ]),
    struct('provision', [
      ['id', 'uint64'],
      ['token_code', 'symbol_code'],
      ['grantor_name', 'name'],
      ['recipient_name', 'name'],
      ['amount', 'int64'],
    ]),
    struct('prov_payout', [
      ['id', 'uint64'],
      ['token_code', 'symbol_code'],
      ['grantor_name', 'name'],
      ['recipient_name', 'name'],
      ['amount', 'int64'],
      ['date', 'time_point_sec'],
    ]),
    struct('setgrntterms', [
      ['grantor_name', 'name'],
      ['recipient_name', 'name'],
      ['token_code', 'symbol_code'],
      ['pct', 'int16'],
      ['break_fee', 'int16'],
      ['break_min_own_staked', 'int64'],
    ]),
  ],
  actions: [
    ...actions(
      'open',
      'delegatevote',
      'recallvote',
      'setgrntterms',
      'withdraw',
      'setproxylvl',
      'setproxyfee',
      'setminstaked',
      'setkey',
      'delegateuse',
      'claim',
    ),
    // recalluse takes delegateuse's arguments (delegate_args in cyber.stake.abi).
    { name: 'recalluse', type: 'delegateuse' },
  ],
  tables: [
    {
      name: 'stake.agent',
      type: 'agent',
      indexes: [index('primary', ['id']), index('bykey', ['token_code', 'account'])],
    },
    pairTable('stake.grant', 'grant'),
    {
      name: 'stake.cand',
      type: 'candidate',
      indexes: [
        index('primary', ['id']),
        index('bykey', ['token_code', 'account']),
        index('byvotes', ['token_code', 'enabled', '-votes', 'account']),
      ],
    },
    pairTable('provision', 'provision'),
    pairTable('provpayout', 'prov_payout'),
  ],
});
