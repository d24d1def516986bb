import { formatAsset } from '../assets.ts';
import type { StoredRow } from '../row-segments.ts';
import { symbolCodeKey } from '../table-keys.ts';
import {
  assetArg,
  nameArg,
  parseAssetText,
  stringArg,
  symbolArg,
  symbolText,
  type AssetValue,
} from './args.ts';
import { check } from './errors.ts';
import type { ActionContext, Handler } from './action-context.ts';
import type { LedgerState } from './ledger-state.ts';

/** cyber.token, as CyberWay's cyber.token.cpp: balances (`accounts`, scope owner) and `stat`. */
export const TOKEN = 'cyber.token';
const MAX_MEMO_BYTES = 384;

function accounts(ledger: LedgerState) {
  return ledger.tables.require(TOKEN, 'accounts');
}

function stats(ledger: LedgerState) {
  return ledger.tables.require(TOKEN, 'stat');
}

/** An account's balance row of a token (by symbol code). */
export function balanceRow(
  ledger: LedgerState,
  owner: string,
  code: string,
): StoredRow | undefined {
  return accounts(ledger).findPrimary(owner, [symbolCodeKey(code)]);
}

/** An account's balance of a token in base units; 0 when it has no row. */
export function balanceOf(ledger: LedgerState, owner: string, code: string): number {
  const row = balanceRow(ledger, owner, code);
  return row ? (parseAssetText(String(row.data['balance']))?.units ?? 0) : 0;
}

export interface TokenStats {
  row: StoredRow;
  supply: AssetValue;
  maxSupply: AssetValue;
  issuer: string;
}

export function tokenStats(ledger: LedgerState, code: string): TokenStats | undefined {
  const row = stats(ledger).findPrimary(code, [symbolCodeKey(code)]);
  if (!row) return undefined;
  const supply = parseAssetText(String(row.data['supply']));
  const maxSupply = parseAssetText(String(row.data['max_supply']));
  if (!supply || !maxSupply) return undefined;
  return { row, supply, maxSupply, issuer: String(row.data['issuer']) };
}

function asset(units: number, precision: number, code: string): string {
  return formatAsset(units, symbolText(precision, code));
}

function checkMemo(memo: string): void {
  check(
    Buffer.byteLength(memo, 'utf8') <= MAX_MEMO_BYTES,
    `memo has more than ${MAX_MEMO_BYTES} bytes`,
  );
}

function subBalance(ctx: ActionContext, owner: string, value: AssetValue): void {
  const row = balanceRow(ctx.ledger, owner, value.code);
  check(row !== undefined, 'no balance object found');
  const units = parseAssetText(String(row.data['balance']))?.units ?? 0;
  check(units >= value.units, 'overdrawn balance');
  ctx.ledger.modifyRow(accounts(ctx.ledger), owner, row, {
    ...row.data,
    balance: asset(units - value.units, value.precision, value.code),
  });
}

function addBalance(ctx: ActionContext, owner: string, value: AssetValue, ramPayer: string): void {
  const row = balanceRow(ctx.ledger, owner, value.code);
  if (row) {
    const units = parseAssetText(String(row.data['balance']))?.units ?? 0;
    ctx.ledger.modifyRow(accounts(ctx.ledger), owner, row, {
      ...row.data,
      balance: asset(units + value.units, value.precision, value.code),
    });
  } else {
    ctx.ledger.insertRow(
      accounts(ctx.ledger),
      owner,
      {
        balance: asset(value.units, value.precision, value.code),
        payments: asset(0, value.precision, value.code),
      },
      ramPayer,
    );
  }
}

function requireStats(ctx: ActionContext, code: string, missing: string): TokenStats {
  const st = tokenStats(ctx.ledger, code);
  check(st !== undefined, missing);
  return st;
}

const create: Handler = (ctx) => {
  ctx.requireAuth(TOKEN);
  const issuer = nameArg(ctx.data, 'issuer');
  const max = assetArg(ctx.data, 'maximum_supply');
  check(ctx.ledger.accounts.has(issuer), 'issuer account does not exist');
  check(max.units > 0, 'max-supply must be positive');
  check(tokenStats(ctx.ledger, max.code) === undefined, 'token with symbol already exists');
  ctx.ledger.insertRow(
    stats(ctx.ledger),
    max.code,
    {
      supply: asset(0, max.precision, max.code),
      max_supply: asset(max.units, max.precision, max.code),
      issuer,
    },
    TOKEN,
  );
};

const issue: Handler = (ctx) => {
  const to = nameArg(ctx.data, 'to');
  const quantity = assetArg(ctx.data, 'quantity');
  const memo = stringArg(ctx.data, 'memo');
  checkMemo(memo);
  const st = requireStats(
    ctx,
    quantity.code,
    'token with symbol does not exist, create token before issue',
  );
  ctx.requireAuth(st.issuer);
  check(quantity.units > 0, 'must issue positive quantity');
  check(quantity.precision === st.supply.precision, 'symbol precision mismatch');
  check(
    quantity.units <= st.maxSupply.units - st.supply.units,
    'quantity exceeds available supply',
  );
  ctx.ledger.modifyRow(stats(ctx.ledger), quantity.code, st.row, {
    ...st.row.data,
    supply: asset(st.supply.units + quantity.units, quantity.precision, quantity.code),
  });
  addBalance(ctx, st.issuer, quantity, st.issuer);
  if (to !== st.issuer)
    ctx.sendInline(TOKEN, 'transfer', [{ actor: st.issuer, permission: 'active' }], {
      from: st.issuer,
      to,
      quantity: ctx.data['quantity'],
      memo,
    });
};

const retire: Handler = (ctx) => {
  const quantity = assetArg(ctx.data, 'quantity');
  checkMemo(stringArg(ctx.data, 'memo'));
  const st = requireStats(ctx, quantity.code, 'token with symbol does not exist');
  ctx.requireAuth(st.issuer);
  check(quantity.units > 0, 'must retire positive quantity');
  check(quantity.precision === st.supply.precision, 'symbol precision mismatch');
  ctx.ledger.modifyRow(stats(ctx.ledger), quantity.code, st.row, {
    ...st.row.data,
    supply: asset(st.supply.units - quantity.units, quantity.precision, quantity.code),
  });
  subBalance(ctx, st.issuer, quantity);
};

const transfer: Handler = (ctx) => {
  const from = nameArg(ctx.data, 'from');
  const to = nameArg(ctx.data, 'to');
  ctx.requireRecipient(from);
  ctx.requireRecipient(to);
  check(from !== to, 'cannot transfer to self');
  ctx.requireAuth(from);
  check(ctx.ledger.accounts.has(to), 'to account does not exist');
  const quantity = assetArg(ctx.data, 'quantity');
  const st = requireStats(ctx, quantity.code, 'unable to find key');
  check(quantity.units > 0, 'must transfer positive quantity');
  check(quantity.precision === st.supply.precision, 'symbol precision mismatch');
  checkMemo(stringArg(ctx.data, 'memo'));
  const payer = ctx.hasAuth(to) ? to : from;
  subBalance(ctx, from, quantity);
  addBalance(ctx, to, quantity, payer);
};

const open: Handler = (ctx) => {
  const owner = nameArg(ctx.data, 'owner');
  const payer = nameArg(ctx.data, 'ram_payer');
  const symbol = symbolArg(ctx.data, 'symbol');
  ctx.requireAuth(payer);
  check(ctx.ledger.accounts.has(owner), 'owner account does not exist');
  const st = requireStats(ctx, symbol.code, 'symbol does not exist');
  check(st.supply.precision === symbol.precision, 'symbol precision mismatch');
  if (!balanceRow(ctx.ledger, owner, symbol.code))
    addBalance(ctx, owner, { units: 0, ...symbol }, payer);
};

const close: Handler = (ctx) => {
  const owner = nameArg(ctx.data, 'owner');
  const symbol = symbolArg(ctx.data, 'symbol');
  ctx.requireAuth(owner);
  const row = balanceRow(ctx.ledger, owner, symbol.code);
  check(
    row !== undefined,
    "Balance row already deleted or never existed. Action won't have any effect.",
  );
  check(
    parseAssetText(String(row.data['balance']))?.units === 0,
    'Cannot close because the balance is not zero.',
  );
  check(
    parseAssetText(String(row.data['payments']))?.units === 0,
    'Cannot close because account has payments.',
  );
  ctx.ledger.eraseRow(accounts(ctx.ledger), owner, row);
};

export const tokenHandlers: Record<string, Handler> = {
  [`${TOKEN}/${TOKEN}/create`]: create,
  [`${TOKEN}/${TOKEN}/issue`]: issue,
  [`${TOKEN}/${TOKEN}/retire`]: retire,
  [`${TOKEN}/${TOKEN}/transfer`]: transfer,
  [`${TOKEN}/${TOKEN}/open`]: open,
  [`${TOKEN}/${TOKEN}/close`]: close,
};
