import { actions, index, struct } from './abi-builders.ts';
import { cyberwayAbi, type CyberwayAbi } from './cyberway-abi.ts';

/** cyber.domain: domains (linked to accounts) and usernames (in the scope of their creator). */
export const DOMAIN_ABI: CyberwayAbi = cyberwayAbi({
  structs: [
    struct('domain_info', [
      ['id', 'uint64'],
      ['owner', 'name'],
      ['linked_to', 'name'],
      ['creation_date', 'time_point_sec'],
      ['name', 'string'],
    ]),
    struct('username_info', [
      ['id', 'uint64'],
      ['creator', 'name'],
      ['owner', 'name'],
      ['name', 'string'],
    ]),
    struct('newdomain', [
      ['creator', 'name'],
      ['name', 'string'],
    ]),
    struct('passdomain', [
      ['from', 'name'],
      ['to', 'name'],
      ['name', 'string'],
    ]),
    struct('linkdomain', [
      ['owner', 'name'],
      ['to', 'name'],
      ['name', 'string'],
    ]),
    struct('unlinkdomain', [
      ['owner', 'name'],
      ['name', 'string'],
    ]),
    struct('newusername', [
      ['creator', 'name'],
      ['owner', 'name'],
      ['name', 'string'],
    ]),
  ],
  actions: actions('newdomain', 'passdomain', 'linkdomain', 'unlinkdomain', 'newusername'),
  tables: [
    {
      name: 'domain',
      type: 'domain_info',
      indexes: [index('primary', ['id']), index('byname', ['name'])],
    },
    {
      name: 'username',
      type: 'username_info',
      indexes: [
        index('primary', ['id']),
        index('byscopename', ['creator', 'name']),
        index('byowner', ['owner', 'id'], false),
      ],
    },
  ],
});
