import type { HistoryAction } from '@/api/history/model';
import { isJsonObject, type JsonObject } from '@/api/schemas/common';

/**
 * A row's one-line reading, as parts the page renders as text (never as HTML): account names
 * become links, amounts and memos get their own look, and anything long is shortened, so a
 * hostile memo, name or huge data cannot break the page.
 */
export type ReadingPart =
  | { kind: 'text'; text: string }
  | { kind: 'account'; name: string }
  | { kind: 'amount'; text: string }
  | { kind: 'memo'; text: string }
  | { kind: 'data'; text: string };

export type Direction = 'in' | 'out';

export interface ActionReading {
  parts: ReadingPart[];
  /** For a transfer: whether the tokens left (`out`) or reached (`in`) the account viewed. */
  direction: Direction | undefined;
}

/** Longest memo and compact-data text shown in a row; the export keeps the row's whole data. */
export const MAX_SHOWN_TEXT = 160;

export function shorten(text: string, max = MAX_SHOWN_TEXT): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
}

const text = (t: string): ReadingPart => ({ kind: 'text', text: t });
const account = (name: string): ReadingPart => ({ kind: 'account', name: shorten(name, 64) });
const amount = (t: string): ReadingPart => ({ kind: 'amount', text: shorten(t, 64) });

function str(data: JsonObject, key: string): string | undefined {
  const v = data[key];
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
}

/** `{threshold, keys, accounts, waits}` as "threshold 1: 2 keys, 1 account". */
function authoritySummary(auth: unknown): string {
  if (!isJsonObject(auth)) return 'an authority';
  const count = (key: string, one: string) => {
    const list = auth[key];
    const n = Array.isArray(list) ? list.length : 0;
    return n === 0 ? [] : [`${n} ${one}${n === 1 ? '' : 's'}`];
  };
  const threshold = typeof auth['threshold'] === 'number' ? `threshold ${auth['threshold']}` : '';
  const members = [
    ...count('keys', 'key'),
    ...count('accounts', 'account'),
    ...count('waits', 'wait'),
  ];
  return [threshold, members.join(', ') || 'no members'].filter(Boolean).join(': ');
}

/** The whole data as compact JSON (or the packed hex), shortened. */
export function compactData(data: HistoryAction['data']): string {
  return shorten(typeof data === 'string' ? `packed ${data}` : JSON.stringify(data));
}

type Reader = (d: JsonObject, viewer: string) => ActionReading | undefined;

const plain = (...parts: ReadingPart[]): ActionReading => ({ parts, direction: undefined });

const readers: Record<string, Reader> = {
  transfer(d, viewer) {
    const from = str(d, 'from');
    const to = str(d, 'to');
    const quantity = str(d, 'quantity') ?? str(d, 'amount');
    if (from === undefined || to === undefined || quantity === undefined) return undefined;
    const memo = str(d, 'memo') ?? '';
    const parts = [account(from), text(' → '), account(to), text(' '), amount(quantity)];
    if (memo) parts.push(text(' '), { kind: 'memo', text: shorten(memo) });
    const direction = from === viewer ? 'out' : to === viewer ? 'in' : undefined;
    return { parts, direction };
  },
  newaccount(d) {
    const creator = str(d, 'creator');
    const name = str(d, 'name') ?? str(d, 'newact');
    if (!creator || !name) return undefined;
    return plain(account(creator), text(' created account '), account(name));
  },
  newusername(d) {
    const creator = str(d, 'creator');
    const owner = str(d, 'owner');
    const name = str(d, 'name');
    if (!creator || !owner || name === undefined) return undefined;
    return plain(
      account(owner),
      text(' got the username '),
      amount(shorten(`${name}@${creator}`, 80)),
    );
  },
  updateauth(d) {
    const who = str(d, 'account');
    const permission = str(d, 'permission');
    if (!who || !permission) return undefined;
    const parent = str(d, 'parent');
    return plain(
      account(who),
      text(
        ` set permission ${shorten(permission, 13)}${parent ? ` (under ${shorten(parent, 13)})` : ''} to ${authoritySummary(d['auth'])}`,
      ),
    );
  },
  deleteauth(d) {
    const who = str(d, 'account');
    const permission = str(d, 'permission');
    if (!who || !permission) return undefined;
    return plain(account(who), text(` deleted permission ${shorten(permission, 13)}`));
  },
  linkauth(d) {
    const who = str(d, 'account');
    const code = str(d, 'code');
    const requirement = str(d, 'requirement');
    if (!who || !code || !requirement) return undefined;
    const type = str(d, 'type');
    return plain(
      account(who),
      text(' linked '),
      account(code),
      text(`::${shorten(type || '*', 13)} to permission ${shorten(requirement, 13)}`),
    );
  },
  unlinkauth(d) {
    const who = str(d, 'account');
    const code = str(d, 'code');
    if (!who || !code) return undefined;
    const type = str(d, 'type');
    return plain(
      account(who),
      text(' unlinked '),
      account(code),
      text(`::${shorten(type || '*', 13)}`),
    );
  },
  voteproducer(d) {
    const voter = str(d, 'voter');
    if (!voter) return undefined;
    const proxy = str(d, 'proxy');
    if (proxy) return plain(account(voter), text(' votes through proxy '), account(proxy));
    const producers = Array.isArray(d['producers'])
      ? d['producers'].filter((p): p is string => typeof p === 'string')
      : [];
    if (producers.length === 0) return plain(account(voter), text(' withdrew its votes'));
    const shown = producers.slice(0, 5);
    const parts: ReadingPart[] = [account(voter), text(' votes for ')];
    shown.forEach((p, i) => parts.push(...(i ? [text(', ')] : []), account(p)));
    if (producers.length > shown.length)
      parts.push(text(` and ${producers.length - shown.length} more`));
    return plain(...parts);
  },
  regproxy(d) {
    const proxy = str(d, 'proxy');
    if (!proxy) return undefined;
    return plain(account(proxy), text(d['isproxy'] ? ' became a proxy' : ' stopped being a proxy'));
  },
  delegatevote(d) {
    const grantor = str(d, 'grantor_name');
    const recipient = str(d, 'recipient_name');
    const quantity = str(d, 'quantity');
    if (!grantor || !recipient || !quantity) return undefined;
    return plain(
      account(grantor),
      text(' delegated votes '),
      amount(quantity),
      text(' to '),
      account(recipient),
    );
  },
  recallvote(d) {
    const grantor = str(d, 'grantor_name');
    const recipient = str(d, 'recipient_name');
    if (!grantor || !recipient) return undefined;
    return plain(account(grantor), text(' recalled votes from '), account(recipient));
  },
  delegatebw(d) {
    const from = str(d, 'from');
    const receiver = str(d, 'receiver');
    if (!from || !receiver) return undefined;
    const stakes = [str(d, 'stake_net_quantity'), str(d, 'stake_cpu_quantity')];
    return plain(
      account(from),
      text(' staked '),
      amount(stakes.filter(Boolean).join(' + ') || 'resources'),
      text(' for '),
      account(receiver),
    );
  },
  undelegatebw(d) {
    const from = str(d, 'from');
    const receiver = str(d, 'receiver');
    if (!from || !receiver) return undefined;
    const stakes = [str(d, 'unstake_net_quantity'), str(d, 'unstake_cpu_quantity')];
    return plain(
      account(from),
      text(' unstaked '),
      amount(stakes.filter(Boolean).join(' + ') || 'resources'),
      text(' from '),
      account(receiver),
    );
  },
  setcode(d) {
    const who = str(d, 'account');
    if (!who) return undefined;
    const code = str(d, 'code') ?? '';
    const size = code ? ` (${Math.floor(code.length / 2).toLocaleString('en-US')} bytes)` : '';
    return plain(account(who), text(code ? ` deployed code${size}` : ' removed its code'));
  },
  setabi(d) {
    const who = str(d, 'account');
    if (!who) return undefined;
    const abi = d['abi'];
    const size =
      typeof abi === 'string' && /^[0-9a-f]*$/i.test(abi)
        ? ` (${Math.floor(abi.length / 2).toLocaleString('en-US')} bytes)`
        : '';
    return plain(account(who), text(` set its ABI${size}`));
  },
};

/** The reading of `row` for the account `viewer` (whose page it is on). */
export function readAction(row: HistoryAction, viewer: string): ActionReading {
  const reader = Object.hasOwn(readers, row.action) ? readers[row.action] : undefined;
  const read = reader && isJsonObject(row.data) ? reader(row.data, viewer) : undefined;
  return read ?? plain({ kind: 'data', text: compactData(row.data) });
}

/** The reading as plain text, for the export and for accessible names. */
export function readingText(reading: ActionReading): string {
  return reading.parts.map((p) => (p.kind === 'account' ? p.name : p.text)).join('');
}
