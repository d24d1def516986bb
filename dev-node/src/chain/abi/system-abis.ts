import { actions, struct } from './abi-builders.ts';
import { cyberwayAbi, type AbiStruct, type CyberwayAbi } from './cyberway-abi.ts';

const AUTHORITY_STRUCTS: AbiStruct[] = [
  struct('permission_level', [
    ['actor', 'name'],
    ['permission', 'name'],
  ]),
  struct('key_weight', [
    ['key', 'public_key'],
    ['weight', 'uint16'],
  ]),
  struct('permission_level_weight', [
    ['permission', 'permission_level'],
    ['weight', 'uint16'],
  ]),
  struct('wait_weight', [
    ['wait_sec', 'uint32'],
    ['weight', 'uint16'],
  ]),
  struct('authority', [
    ['threshold', 'uint32'],
    ['keys', 'key_weight[]'],
    ['accounts', 'permission_level_weight[]'],
    ['waits', 'wait_weight[]'],
  ]),
];

/** `cyber`: the system contract holding the native actions. */
export const CYBER_ABI: CyberwayAbi = cyberwayAbi({
  types: [{ new_type_name: 'account_name', type: 'name' }],
  structs: [
    ...AUTHORITY_STRUCTS,
    struct('newaccount', [
      ['creator', 'name'],
      ['name', 'name'],
      ['owner', 'authority'],
      ['active', 'authority'],
    ]),
    struct('updateauth', [
      ['account', 'name'],
      ['permission', 'name'],
      ['parent', 'name'],
      ['auth', 'authority'],
    ]),
    struct('deleteauth', [
      ['account', 'name'],
      ['permission', 'name'],
    ]),
    struct('linkauth', [
      ['account', 'name'],
      ['code', 'name'],
      ['type', 'name'],
      ['requirement', 'name'],
    ]),
    struct('unlinkauth', [
      ['account', 'name'],
      ['code', 'name'],
      ['type', 'name'],
    ]),
    struct('providebw', [
      ['provider', 'name'],
      ['account', 'name'],
    ]),
    struct('provideram', [
      ['provider', 'name'],
      ['account', 'name'],
      ['contracts', 'name[]'],
    ]),
    struct('canceldelay', [
      ['canceling_auth', 'permission_level'],
      ['trx_id', 'checksum256'],
    ]),
    struct('setcode', [
      ['account', 'name'],
      ['vmtype', 'uint8'],
      ['vmversion', 'uint8'],
      ['code', 'bytes'],
    ]),
    struct('setabi', [
      ['account', 'name'],
      ['abi', 'bytes'],
    ]),
    struct('onerror', [
      ['sender_id', 'uint128'],
      ['sent_trx', 'bytes'],
    ]),
  ],
  actions: actions(
    'newaccount',
    'updateauth',
    'deleteauth',
    'linkauth',
    'unlinkauth',
    'providebw',
    'provideram',
    'canceldelay',
    'setcode',
    'setabi',
    'onerror',
  ),
});

/** cyber.govern: block rewards and schedule; no tables the explorer reads. */
export const GOVERN_ABI: CyberwayAbi = cyberwayAbi({
  structs: [
    struct('onblock', [
      ['producer', 'name'],
      ['schedule_version', 'uint32$'],
    ]),
    struct('setactprods', [['pending_active_producers', 'name[]']]),
  ],
  actions: actions('onblock', 'setactprods'),
});
