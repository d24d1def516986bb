import { ACCOUNTS, DICE } from '../fixtures.ts';
import { CONTRACT_ABIS } from './abi/contracts.ts';
import { encodeAbi } from './abi/cyberway-abi.ts';
import { formatAsset } from './assets.ts';
import { bytesToHex } from './hex.ts';
import { findPermission, linkKey } from './ledger/authorization.ts';
import { domainRow, usernameRow } from './ledger/domain.ts';
import {
  CORE,
  CORE_CODE,
  PROTECTED,
  single,
  transferAction,
  type PlanKit,
  type TrxPlan,
} from './plan-kit.ts';
import type { Rng } from './rng.ts';
import type { Authority } from './state.ts';
import { contractWasm } from './wasm.ts';
import { NAME_CHARS, WORDS } from './words.ts';

/* Plans about accounts: new accounts, permissions and links, usernames, domains, dice deploys. */

export function usernamePlan(kit: PlanKit, rng: Rng): TrxPlan | undefined {
  const creator = rng.chance(0.9) ? ACCOUNTS.gls : DICE.account;
  const owner = rng.pick(kit.ctx.users);
  const name = `${rng.pick(WORDS)}-${rng.int(100_000)}`;
  if (usernameRow(kit.ledger, creator, name)) return undefined;
  return single('username', [
    kit.action('cyber.domain', 'newusername', creator, { creator, owner, name }),
  ]);
}

export function newAccountPlan(kit: PlanKit, rng: Rng): TrxPlan | undefined {
  const creator = kit.holder(rng, CORE_CODE, 100_000);
  if (!creator) return undefined;
  let name = '';
  for (let tries = 0; tries < 4 && (name === '' || kit.ledger.accounts.has(name)); tries++) {
    name = '';
    for (let c = 0; c < 12; c++) name += NAME_CHARS[rng.int(NAME_CHARS.length)];
  }
  if (kit.ledger.accounts.has(name)) return undefined;
  // Most people keep one key for owner and active; keys appear in the data as GLS strings.
  const ownerKey = kit.freshKey();
  const activeKey = rng.chance(0.7) ? ownerKey : kit.freshKey();
  const auth = (key: string): Authority => ({
    threshold: 1,
    keys: [{ key, weight: 1 }],
    accounts: [],
    waits: [],
  });
  const funding = rng.range(1, Math.max(1, kit.spendable(creator, CORE_CODE, 0.1)));
  return single('newaccount', [
    kit.action('cyber', 'newaccount', creator, {
      creator,
      name,
      owner: auth(ownerKey),
      active: auth(activeKey),
    }),
    transferAction(
      creator,
      name,
      formatAsset(funding, CORE),
      'welcome',
      kit.level(creator, 'cyber.token', 'transfer')[0]?.permission,
    ),
  ]);
}

/** A permission change by an ordinary account: a `posting` key, links to it, unlinks, removal. */
export function authChangePlan(kit: PlanKit, rng: Rng): TrxPlan | undefined {
  const name = rng.pick(kit.ctx.users);
  const account = kit.ledger.accounts.get(name);
  if (!account || PROTECTED.has(name)) return undefined;
  const posting = findPermission(account, 'posting');
  const link = linkKey(name, DICE.account, 'bet');
  const native = (action: string, data: Record<string, unknown>): TrxPlan =>
    single('auth', [
      {
        account: 'cyber',
        name: action,
        authorization: [{ actor: name, permission: 'active' }],
        data,
      },
    ]);
  const choice = rng.int(5);
  if (!posting || choice === 0) {
    const other = rng.pick(kit.ctx.users);
    const auth: Authority =
      rng.chance(0.5) || other === name
        ? { threshold: 1, keys: [{ key: kit.freshKey(), weight: 1 }], accounts: [], waits: [] }
        : {
            threshold: 1,
            keys: [],
            accounts: [{ permission: { actor: other, permission: 'active' }, weight: 1 }],
            waits: [],
          };
    return native('updateauth', { account: name, permission: 'posting', parent: 'active', auth });
  }
  const linked = kit.ledger.links.get(link);
  if (choice <= 2 && linked === undefined)
    return native('linkauth', {
      account: name,
      code: DICE.account,
      type: 'bet',
      requirement: 'posting',
    });
  if (choice === 3 && linked !== undefined)
    return native('unlinkauth', { account: name, code: DICE.account, type: 'bet' });
  if (linked === undefined) return native('deleteauth', { account: name, permission: 'posting' });
  return undefined;
}

/** A new version of the dice contract: setcode (a different wasm each time) and setabi. */
export function diceDeployPlan(kit: PlanKit): TrxPlan {
  const version = (kit.ledger.accounts.get(DICE.account)?.codeSequence ?? 0) + 1;
  const abi = CONTRACT_ABIS[DICE.account];
  if (!abi) throw new Error('missing dice ABI');
  return single('deploy', [
    kit.action('cyber', 'setcode', DICE.account, {
      account: DICE.account,
      vmtype: 0,
      vmversion: 0,
      code: bytesToHex(contractWasm(`${DICE.account} v${version}`)),
    }),
    kit.action('cyber', 'setabi', DICE.account, {
      account: DICE.account,
      abi: bytesToHex(encodeAbi(abi)),
    }),
  ]);
}

/** Someone registers a domain and links it to their account. */
export function domainPlan(kit: PlanKit, rng: Rng): TrxPlan | undefined {
  const owner = rng.pick(kit.ctx.users);
  if (PROTECTED.has(owner)) return undefined;
  const name = `${rng.pick(WORDS)}-${rng.pick(WORDS)}`;
  if (domainRow(kit.ledger, name)) return undefined;
  return single('domain', [
    kit.action('cyber.domain', 'newdomain', owner, { creator: owner, name }),
    kit.action('cyber.domain', 'linkdomain', owner, { owner, to: owner, name }),
  ]);
}
