import { timePointSec } from '../../json.ts';
import { checkDomain, checkUsername } from '../domains.ts';
import type { StoredRow } from '../row-segments.ts';
import { nameArg, stringArg } from './args.ts';
import { validate } from './errors.ts';
import type { ActionContext, Handler } from './action-context.ts';
import type { LedgerState } from './ledger-state.ts';

/**
 * Domains and usernames, native at `cyber.domain` (CyberWay's eosio_contract.cpp): a domain is
 * owned and linked to an account; a username lives in the scope of the account that created it.
 */
export const DOMAIN = 'cyber.domain';

function domains(ledger: LedgerState) {
  return ledger.tables.require(DOMAIN, 'domain');
}

function usernames(ledger: LedgerState) {
  return ledger.tables.require(DOMAIN, 'username');
}

export function domainRow(ledger: LedgerState, name: string): StoredRow | undefined {
  const table = domains(ledger);
  const pos = table.indexPosition('byname');
  return table.find(DOMAIN, pos, [name]);
}

export function usernameRow(
  ledger: LedgerState,
  scope: string,
  name: string,
): StoredRow | undefined {
  const table = usernames(ledger);
  const pos = table.indexPosition('byscopename');
  return table.find(DOMAIN, pos, [scope, name]);
}

function nextId(ledger: LedgerState, table: 'domain' | 'username'): number {
  const last = ledger.tables.require(DOMAIN, table).lastRow(DOMAIN);
  return Number(last?.data['id'] ?? 0) + 1;
}

function requireDomain(ctx: ActionContext, name: string): StoredRow {
  checkDomain(name);
  const row = domainRow(ctx.ledger, name);
  validate(row !== undefined, `Domain ${name} doesn't exist`);
  return row;
}

const newdomain: Handler = (ctx) => {
  const creator = nameArg(ctx.data, 'creator');
  const name = stringArg(ctx.data, 'name');
  ctx.requireAuth(creator);
  checkDomain(name);
  validate(
    domainRow(ctx.ledger, name) === undefined,
    `Cannot create domain named ${name}, as that name is already taken`,
  );
  ctx.ledger.insertRow(
    domains(ctx.ledger),
    DOMAIN,
    {
      id: nextId(ctx.ledger, 'domain'),
      owner: creator,
      linked_to: '',
      creation_date: timePointSec(Math.floor(ctx.block.ms / 1000)),
      name,
    },
    creator,
  );
};

const passdomain: Handler = (ctx) => {
  const from = nameArg(ctx.data, 'from');
  const to = nameArg(ctx.data, 'to');
  ctx.requireAuth(from);
  const row = requireDomain(ctx, stringArg(ctx.data, 'name'));
  validate(row.data['owner'] === from, 'Only owner can pass domain name');
  validate(ctx.ledger.accounts.has(to), `account ${to} does not exist`);
  ctx.ledger.modifyRow(domains(ctx.ledger), DOMAIN, row, { ...row.data, owner: to });
};

const linkdomain: Handler = (ctx) => {
  const owner = nameArg(ctx.data, 'owner');
  const to = nameArg(ctx.data, 'to');
  ctx.requireAuth(owner);
  const row = requireDomain(ctx, stringArg(ctx.data, 'name'));
  validate(row.data['owner'] === owner, 'Only owner can change domain link');
  validate(row.data['linked_to'] !== to, 'Domain name already linked to the same account');
  validate(ctx.ledger.accounts.has(to), `account ${to} does not exist`);
  ctx.ledger.modifyRow(domains(ctx.ledger), DOMAIN, row, { ...row.data, linked_to: to });
};

const unlinkdomain: Handler = (ctx) => {
  const owner = nameArg(ctx.data, 'owner');
  ctx.requireAuth(owner);
  const row = requireDomain(ctx, stringArg(ctx.data, 'name'));
  validate(row.data['owner'] === owner, 'Only owner can unlink domain');
  validate(row.data['linked_to'] !== '', 'Domain name already unlinked');
  ctx.ledger.modifyRow(domains(ctx.ledger), DOMAIN, row, { ...row.data, linked_to: '' });
};

const newusername: Handler = (ctx) => {
  const creator = nameArg(ctx.data, 'creator');
  const owner = nameArg(ctx.data, 'owner');
  const name = stringArg(ctx.data, 'name');
  ctx.requireAuth(creator);
  checkUsername(name);
  validate(
    usernameRow(ctx.ledger, creator, name) === undefined,
    `Cannot create username ${name} in scope ${creator}, as it's already taken`,
  );
  validate(ctx.ledger.accounts.has(owner), `Username owner (${owner}) must exist`);
  ctx.ledger.insertRow(
    usernames(ctx.ledger),
    DOMAIN,
    { id: nextId(ctx.ledger, 'username'), creator, owner, name },
    creator,
  );
};

export const domainHandlers: Record<string, Handler> = {
  [`${DOMAIN}/${DOMAIN}/newdomain`]: newdomain,
  [`${DOMAIN}/${DOMAIN}/passdomain`]: passdomain,
  [`${DOMAIN}/${DOMAIN}/linkdomain`]: linkdomain,
  [`${DOMAIN}/${DOMAIN}/unlinkdomain`]: unlinkdomain,
  [`${DOMAIN}/${DOMAIN}/newusername`]: newusername,
};
