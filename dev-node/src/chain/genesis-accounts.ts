import { ACCOUNTS, MSIG } from '../fixtures.ts';
import { CONTRACT_ABIS } from './abi/contracts.ts';
import type { Rng } from './rng.ts';
import type { AccountState, Authority } from './state.ts';
import { deployAbi, deployCode } from './state.ts';
import { contractWasm } from './wasm.ts';
import { NAME_CHARS } from './words.ts';

/** The system ABI is built into the node (CyberWay's eosio_contract_abi), as is `cyber` itself. */
export const SYSTEM = 'cyber';

export function singleKey(label: string): Authority {
  return { threshold: 1, keys: [{ key: label, weight: 1 }], accounts: [], waits: [] };
}

export function delegated(actor: string, permission = 'active'): Authority {
  return {
    threshold: 1,
    keys: [],
    accounts: [{ permission: { actor, permission }, weight: 1 }],
    waits: [],
  };
}

export function keysAuthority(
  name: string,
  shape: UserShape,
  delegate: string,
): { owner: Authority; active: Authority } {
  const owner = singleKey(`acct/${name}/owner`);
  switch (shape) {
    case 'multikey':
      return {
        owner,
        active: {
          threshold: 2,
          keys: [1, 2, 3].map((i) => ({ key: `acct/${name}/active/${i}`, weight: 1 })),
          accounts: [],
          waits: [],
        },
      };
    case 'delegated':
      return {
        owner,
        active: {
          threshold: 1,
          keys: [{ key: `acct/${name}/active`, weight: 1 }],
          accounts: [{ permission: { actor: delegate, permission: 'active' }, weight: 1 }],
          waits: [],
        },
      };
    default:
      return { owner, active: singleKey(`acct/${name}/active`) };
  }
}

export type UserShape = 'default' | 'multikey' | 'delegated';

/** The fixture accounts' authorities (see fixtures.ts). */
export function fixtureAuthorities(
  name: string,
): { owner: Authority; active: Authority } | undefined {
  const owner = singleKey(`acct/${name}/owner`);
  switch (name) {
    case ACCOUNTS.alice:
      return keysAuthority(name, 'multikey', '');
    case ACCOUNTS.bob:
      return keysAuthority(name, 'delegated', ACCOUNTS.alice);
    case ACCOUNTS.carol:
      return {
        owner,
        active: {
          threshold: 2,
          keys: [{ key: 'acct/carol/active', weight: 1 }],
          accounts: [
            { permission: { actor: 'alice', permission: 'active' }, weight: 1 },
            { permission: { actor: 'bob', permission: 'active' }, weight: 1 },
          ],
          waits: [{ wait_sec: 3600, weight: 1 }],
        },
      };
    default:
      return undefined;
  }
}

/** The multisig vault (fixtures.ts MSIG): its active is any 2 of bob, dave and eve. */
export function vaultAuthority(): { owner: Authority; active: Authority } {
  return {
    owner: singleKey(`acct/${MSIG.vault}/owner`),
    active: {
      threshold: 2,
      keys: [],
      accounts: [ACCOUNTS.bob, ACCOUNTS.dave, ACCOUNTS.eve].map((actor) => ({
        permission: { actor, permission: 'active' },
        weight: 1,
      })),
      waits: [],
    },
  };
}

export function randomName(rng: Rng, taken: Set<string>): string {
  for (;;) {
    let name = '';
    for (let i = 0; i < 12; i++) name += NAME_CHARS[rng.int(NAME_CHARS.length)];
    if (!taken.has(name)) return name;
  }
}

/** The account the chain starts with, before any action: `cyber`, with the built-in system ABI. */
export function systemAccount(ms: number): AccountState {
  const abi = CONTRACT_ABIS[SYSTEM];
  if (!abi) throw new Error('missing system ABI');
  return {
    name: SYSTEM,
    createdMs: ms,
    privileged: true,
    permissions: [
      { perm_name: 'active', parent: 'owner', required_auth: singleKey('acct/cyber/active') },
      { perm_name: 'owner', parent: '', required_auth: singleKey('acct/cyber/owner') },
    ],
    code: deployCode(contractWasm(SYSTEM)),
    abi: deployAbi(abi),
    lastCodeUpdateMs: ms,
    ramUsage: 2724,
    recvSequence: 0,
    authSequence: 0,
    codeSequence: 1,
    abiSequence: 1,
  };
}
