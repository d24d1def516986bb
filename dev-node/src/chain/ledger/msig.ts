import { Name } from '@wharfkit/antelope';
import { parseTime, timePoint, timePointSec } from '../../json.ts';
import {
  packTransaction,
  unpackTransaction,
  type PackableTransaction,
} from '../abi/chain-types.ts';
import { bytesToHex, hexToBytes } from '../hex.ts';
import type { ActionRecord, TrxRecord } from '../records.ts';
import { sha256Of } from '../rng.ts';
import type { RowData, StoredRow } from '../row-segments.ts';
import type { PermissionLevel } from '../state.ts';
import type { ActionContext, Handler } from './action-context.ts';
import { nameArg } from './args.ts';
import { check, ledgerErrors } from './errors.ts';
import type { LedgerState } from './ledger-state.ts';
import { permissionsSatisfy } from './provided-permissions.ts';

/**
 * cyber.msig as cyberway.contracts writes it: a proposal keeps the proposed transaction's bytes
 * as they came in the propose action; approvals carry their times; `exec` checks the approvals
 * still valid (not older than the approver's last `invalidate`) against the transaction's
 * authorizations and sends it as a deferred transaction of cyber.msig, which the next block runs.
 */
export const MSIG = 'cyber.msig';
/** CyberWay's deferred_trx_expiration_window (ledger.ts): a scheduled transaction's lifetime. */
const DEFERRED_WINDOW_MS = 600_000;

interface Approval {
  level: PermissionLevel;
  time: string;
}

const table = (ctx: ActionContext, name: string) => ctx.ledger.tables.require(MSIG, name);

function levelArg(data: RowData, field: string): PermissionLevel {
  const value = data[field];
  check(typeof value === 'object' && value !== null && !Array.isArray(value), `${field} missing`);
  const level = value as Record<string, unknown>;
  return { actor: String(level['actor']), permission: String(level['permission']) };
}

function approvalsOf(row: StoredRow, field: string): Approval[] {
  const list = row.data[field];
  return Array.isArray(list) ? (list as Approval[]) : [];
}

const sameLevel = (a: PermissionLevel, b: PermissionLevel) =>
  a.actor === b.actor && a.permission === b.permission;

/** The bytes of the propose action's `trx`: what follows proposer, name and the requested list. */
function proposedBytes(hex: string): Uint8Array {
  const bytes = hexToBytes(hex) ?? new Uint8Array();
  let pos = 16;
  let count = 0;
  for (let shift = 0; ; shift += 7) {
    const b = bytes[pos++] ?? 0;
    count |= (b & 0x7f) << shift;
    if (b < 0x80) break;
  }
  return bytes.slice(pos + count * 16);
}

function requireLevel(ctx: ActionContext, level: PermissionLevel): void {
  if (!ctx.act.authorization.some((a) => sameLevel(a, level)))
    throw ledgerErrors.missingAuth(`${level.actor}@${level.permission}`);
}

function proposalRow(ctx: ActionContext, proposer: string, name: string): StoredRow {
  const row = table(ctx, 'proposal').findPrimary(proposer, [name]);
  check(row !== undefined, 'proposal not found');
  return row;
}

function proposedTrx(row: StoredRow): { bytes: Uint8Array; trx: PackableTransaction } {
  const bytes = hexToBytes(String(row.data['packed_transaction'])) ?? new Uint8Array();
  return { bytes, trx: unpackTransaction(bytes) };
}

const expired = (trx: PackableTransaction, ms: number) => parseTime(trx.expiration) < ms;

const propose: Handler = (ctx) => {
  const proposer = nameArg(ctx.data, 'proposer');
  const name = nameArg(ctx.data, 'proposal_name');
  const requested = (ctx.data['requested'] as PermissionLevel[] | undefined) ?? [];
  const bytes = proposedBytes(ctx.act.data);
  const trx = unpackTransaction(bytes);
  ctx.requireAuth(proposer);
  check(!expired(trx, ctx.block.ms), 'transaction expired');
  const proposals = table(ctx, 'proposal');
  check(
    proposals.findPrimary(proposer, [name]) === undefined,
    'proposal with the same name exists',
  );
  check(
    permissionsSatisfy(ctx.ledger, trx, requested, trx.delay_sec),
    'transaction authorization failed',
  );
  ctx.ledger.insertRow(
    proposals,
    proposer,
    { proposal_name: name, packed_transaction: bytesToHex(bytes) },
    proposer,
  );
  ctx.ledger.insertRow(
    table(ctx, 'approvals2'),
    proposer,
    {
      version: 1,
      proposal_name: name,
      requested_approvals: requested.map((level) => ({ level, time: timePoint(0) })),
      provided_approvals: [],
    },
    proposer,
  );
};

function approvals(ctx: ActionContext, proposer: string, name: string): StoredRow {
  const row = table(ctx, 'approvals2').findPrimary(proposer, [name]);
  check(row !== undefined, 'proposal not found');
  return row;
}

/** Moves `level` from one list of approvals to the other, stamped with the block's time. */
function moveApproval(
  ctx: ActionContext,
  proposer: string,
  row: StoredRow,
  level: PermissionLevel,
  from: 'requested_approvals' | 'provided_approvals',
  missing: string,
): void {
  const source = approvalsOf(row, from);
  const at = source.findIndex((a) => sameLevel(a.level, level));
  check(at >= 0, missing);
  const to = from === 'requested_approvals' ? 'provided_approvals' : 'requested_approvals';
  ctx.ledger.modifyRow(table(ctx, 'approvals2'), proposer, row, {
    ...row.data,
    [from]: source.filter((_, i) => i !== at),
    [to]: [...approvalsOf(row, to), { level, time: timePoint(ctx.block.ms) }],
  });
}

const approve: Handler = (ctx) => {
  const proposer = nameArg(ctx.data, 'proposer');
  const name = nameArg(ctx.data, 'proposal_name');
  const level = levelArg(ctx.data, 'level');
  requireLevel(ctx, level);
  const hash = ctx.data['proposal_hash'];
  if (typeof hash === 'string') {
    const { bytes } = proposedTrx(proposalRow(ctx, proposer, name));
    check(sha256Of(bytes).toString('hex') === hash.toLowerCase(), 'hash mismatch');
  }
  const row = approvals(ctx, proposer, name);
  moveApproval(
    ctx,
    proposer,
    row,
    level,
    'requested_approvals',
    'approval is not on the list of requested approvals',
  );
};

const unapprove: Handler = (ctx) => {
  const proposer = nameArg(ctx.data, 'proposer');
  const name = nameArg(ctx.data, 'proposal_name');
  const level = levelArg(ctx.data, 'level');
  requireLevel(ctx, level);
  const row = approvals(ctx, proposer, name);
  moveApproval(ctx, proposer, row, level, 'provided_approvals', 'no approval previously granted');
};

function eraseProposal(ctx: ActionContext, proposer: string, prop: StoredRow, apps: StoredRow) {
  ctx.ledger.eraseRow(table(ctx, 'proposal'), proposer, prop);
  ctx.ledger.eraseRow(table(ctx, 'approvals2'), proposer, apps);
}

const cancel: Handler = (ctx) => {
  const proposer = nameArg(ctx.data, 'proposer');
  const name = nameArg(ctx.data, 'proposal_name');
  const canceler = nameArg(ctx.data, 'canceler');
  ctx.requireAuth(canceler);
  const prop = proposalRow(ctx, proposer, name);
  if (canceler !== proposer)
    check(expired(proposedTrx(prop).trx, ctx.block.ms), 'cannot cancel until expiration');
  eraseProposal(ctx, proposer, prop, approvals(ctx, proposer, name));
};

/** The approvals an `invalidate` made after them has not voided. */
function validApprovals(ctx: ActionContext, row: StoredRow): PermissionLevel[] {
  const invals = table(ctx, 'invals');
  return approvalsOf(row, 'provided_approvals')
    .filter((a) => {
      const inval = invals.findPrimary(MSIG, [a.level.actor]);
      return !inval || parseTime(String(inval.data['last_invalidation_time'])) < parseTime(a.time);
    })
    .map((a) => a.level);
}

/** The proposed transaction as the deferred queue holds it (send_deferred resets its TaPoS). */
function deferredRecord(ledger: LedgerState, trx: PackableTransaction, ms: number): TrxRecord {
  const sent: PackableTransaction = {
    ...trx,
    expiration: timePointSec(Math.ceil((ms + 999) / 1000)),
    ref_block_num: 0,
    ref_block_prefix: 0,
  };
  const bytes = packTransaction(sent);
  const actions: ActionRecord[] = sent.actions.map((a) => ({
    ...a,
    json: ledger.decode(a.account, a.name, a.data),
  }));
  return {
    id: sha256Of(bytes).toString('hex'),
    packed: bytes,
    trx: sent,
    actions,
    signers: [],
    blockNum: 0,
  };
}

const exec: Handler = (ctx) => {
  const proposer = nameArg(ctx.data, 'proposer');
  const name = nameArg(ctx.data, 'proposal_name');
  const executer = nameArg(ctx.data, 'executer');
  ctx.requireAuth(executer);
  const prop = proposalRow(ctx, proposer, name);
  const { trx } = proposedTrx(prop);
  check(!expired(trx, ctx.block.ms), 'transaction expired');
  const apps = approvals(ctx, proposer, name);
  check(
    permissionsSatisfy(ctx.ledger, trx, validApprovals(ctx, apps), trx.delay_sec),
    'transaction authorization failed',
  );
  const record = deferredRecord(ctx.ledger, trx, ctx.block.ms);
  const delayUntilMs = ctx.block.ms + trx.delay_sec * 1000;
  ctx.ledger.deferred.schedule(
    {
      trx: record,
      sender: MSIG,
      senderId: senderIdOf(proposer, name).toString(),
      payer: executer,
      publishedMs: ctx.block.ms,
      delayUntilMs,
      expirationMs: delayUntilMs + DEFERRED_WINDOW_MS,
    },
    ctx.ledger.journal,
  );
  eraseProposal(ctx, proposer, prop, apps);
};

/** send_deferred's id: (proposer << 64) | proposal name. */
function senderIdOf(proposer: string, name: string): bigint {
  const value = (n: string) => BigInt(Name.from(n).value.toString());
  return (value(proposer) << 64n) | value(name);
}

const invalidate: Handler = (ctx) => {
  const account = nameArg(ctx.data, 'account');
  ctx.requireAuth(account);
  const invals = table(ctx, 'invals');
  const row = invals.findPrimary(MSIG, [account]);
  const data = { account, last_invalidation_time: timePoint(ctx.block.ms) };
  if (row) ctx.ledger.modifyRow(invals, MSIG, row, data);
  else ctx.ledger.insertRow(invals, MSIG, data, account);
};

export const msigHandlers: Record<string, Handler> = {
  [`${MSIG}/${MSIG}/propose`]: propose,
  [`${MSIG}/${MSIG}/approve`]: approve,
  [`${MSIG}/${MSIG}/unapprove`]: unapprove,
  [`${MSIG}/${MSIG}/cancel`]: cancel,
  [`${MSIG}/${MSIG}/exec`]: exec,
  [`${MSIG}/${MSIG}/invalidate`]: invalidate,
};
