import { plural, t } from '@lingui/core/macro';
import type { HistoryAction } from '@/api/history-model';
import { isJsonObject, type JsonObject } from '@/api/json-object';

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

const text = (value: string): ReadingPart => ({ kind: 'text', text: value });
const account = (name: string): ReadingPart => ({ kind: 'account', name: shorten(name, 64) });
const amount = (value: string): ReadingPart => ({ kind: 'amount', text: shorten(value, 64) });

// Private-use characters that mark a slot in a formatted sentence: no message holds them, and a
// slot's own text never reaches the message (it goes back in as a part).
const SLOT = /\u{E000}(\d+)\u{E001}/u;
const mark = (i: number) => `\u{E000}${i}\u{E001}`;

/**
 * A translated sentence whose placeholders are parts (accounts, amounts, lists of them): the
 * message is formatted with a marker in each slot, wherever the language puts it, then split
 * back at the markers.
 */
function sentence(
  slots: (ReadingPart | ReadingPart[])[],
  format: (...marks: string[]) => string,
): ReadingPart[] {
  const pieces = format(...slots.map((_, i) => mark(i))).split(SLOT);
  // split() with a capture group: text, slot index, text, slot index, …, text.
  return pieces.flatMap((piece, i) =>
    i % 2 ? (slots[Number(piece)] ?? []) : piece ? text(piece) : [],
  );
}

function str(data: JsonObject, key: string): string | undefined {
  const v = data[key];
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
}

/** `{threshold, keys, accounts, waits}` as "threshold 1: 2 keys, 1 account". */
function authoritySummary(auth: unknown): string {
  if (!isJsonObject(auth)) return t`an authority`;
  const size = (key: string) => {
    const list = auth[key];
    return Array.isArray(list) ? list.length : 0;
  };
  const keys = size('keys');
  const accounts = size('accounts');
  const waits = size('waits');
  const members = [
    keys ? plural(keys, { one: '# key', other: '# keys' }) : '',
    accounts ? plural(accounts, { one: '# account', other: '# accounts' }) : '',
    waits ? plural(waits, { one: '# wait', other: '# waits' }) : '',
  ].filter(Boolean);
  const threshold = auth['threshold'];
  const who = members.join(', ') || t`no members`;
  return typeof threshold === 'number' ? t`threshold ${threshold}: ${who}` : who;
}

/** The whole data as compact JSON (or the packed hex), shortened. */
export function compactData(data: HistoryAction['data']): string {
  return shorten(typeof data === 'string' ? t`packed ${data}` : JSON.stringify(data));
}

type Reader = (d: JsonObject, viewer: string) => ActionReading | undefined;

const plain = (parts: ReadingPart[]): ActionReading => ({ parts, direction: undefined });

/** Hex's size in bytes ("4 bytes"). */
const hexBytes = (hex: string) => {
  const bytes = Math.floor(hex.length / 2);
  return plural(bytes, { one: '# byte', other: '# bytes' });
};

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
    return plain(
      sentence([account(creator), account(name)], (by, made) => t`${by} created account ${made}`),
    );
  },
  newusername(d) {
    const creator = str(d, 'creator');
    const owner = str(d, 'owner');
    const name = str(d, 'name');
    if (!creator || !owner || name === undefined) return undefined;
    return plain(
      sentence(
        [account(owner), amount(shorten(`${name}@${creator}`, 80))],
        (who, username) => t`${who} got the username ${username}`,
      ),
    );
  },
  updateauth(d) {
    const who = str(d, 'account');
    const permission = str(d, 'permission');
    if (!who || !permission) return undefined;
    const parent = str(d, 'parent');
    const name = shorten(permission, 13);
    const authority = authoritySummary(d['auth']);
    if (parent) {
      const under = shorten(parent, 13);
      return plain(
        sentence(
          [account(who)],
          (by) => t`${by} set permission ${name} (under ${under}) to ${authority}`,
        ),
      );
    }
    return plain(sentence([account(who)], (by) => t`${by} set permission ${name} to ${authority}`));
  },
  deleteauth(d) {
    const who = str(d, 'account');
    const permission = str(d, 'permission');
    if (!who || !permission) return undefined;
    const name = shorten(permission, 13);
    return plain(sentence([account(who)], (by) => t`${by} deleted permission ${name}`));
  },
  linkauth(d) {
    const who = str(d, 'account');
    const code = str(d, 'code');
    const requirement = str(d, 'requirement');
    if (!who || !code || !requirement) return undefined;
    const type = shorten(str(d, 'type') || '*', 13);
    const name = shorten(requirement, 13);
    return plain(
      sentence(
        [account(who), account(code)],
        (by, contract) => t`${by} linked ${contract}::${type} to permission ${name}`,
      ),
    );
  },
  unlinkauth(d) {
    const who = str(d, 'account');
    const code = str(d, 'code');
    if (!who || !code) return undefined;
    const type = shorten(str(d, 'type') || '*', 13);
    return plain(
      sentence(
        [account(who), account(code)],
        (by, contract) => t`${by} unlinked ${contract}::${type}`,
      ),
    );
  },
  voteproducer(d) {
    const voter = str(d, 'voter');
    if (!voter) return undefined;
    const proxy = str(d, 'proxy');
    if (proxy) {
      return plain(
        sentence(
          [account(voter), account(proxy)],
          (who, through) => t`${who} votes through proxy ${through}`,
        ),
      );
    }
    const producers = Array.isArray(d['producers'])
      ? d['producers'].filter((p): p is string => typeof p === 'string')
      : [];
    if (producers.length === 0) {
      return plain(sentence([account(voter)], (who) => t`${who} withdrew its votes`));
    }
    const shown = producers.slice(0, 5);
    const list = shown.flatMap((p, i) => [...(i ? [text(', ')] : []), account(p)]);
    const more = producers.length - shown.length;
    return plain(
      more > 0
        ? sentence(
            [account(voter), list],
            (who, names) => t`${who} votes for ${names} and ${more} more`,
          )
        : sentence([account(voter), list], (who, names) => t`${who} votes for ${names}`),
    );
  },
  regproxy(d) {
    const proxy = str(d, 'proxy');
    if (!proxy) return undefined;
    return plain(
      d['isproxy']
        ? sentence([account(proxy)], (who) => t`${who} became a proxy`)
        : sentence([account(proxy)], (who) => t`${who} stopped being a proxy`),
    );
  },
  delegatevote(d) {
    const grantor = str(d, 'grantor_name');
    const recipient = str(d, 'recipient_name');
    const quantity = str(d, 'quantity');
    if (!grantor || !recipient || !quantity) return undefined;
    return plain(
      sentence(
        [account(grantor), amount(quantity), account(recipient)],
        (who, votes, to) => t`${who} delegated votes ${votes} to ${to}`,
      ),
    );
  },
  recallvote(d) {
    const grantor = str(d, 'grantor_name');
    const recipient = str(d, 'recipient_name');
    if (!grantor || !recipient) return undefined;
    return plain(
      sentence(
        [account(grantor), account(recipient)],
        (who, from) => t`${who} recalled votes from ${from}`,
      ),
    );
  },
  delegatebw(d) {
    const from = str(d, 'from');
    const receiver = str(d, 'receiver');
    if (!from || !receiver) return undefined;
    const stakes = [str(d, 'stake_net_quantity'), str(d, 'stake_cpu_quantity')];
    return plain(
      sentence(
        [
          account(from),
          amount(stakes.filter(Boolean).join(' + ') || t`resources`),
          account(receiver),
        ],
        (who, what, to) => t`${who} staked ${what} for ${to}`,
      ),
    );
  },
  undelegatebw(d) {
    const from = str(d, 'from');
    const receiver = str(d, 'receiver');
    if (!from || !receiver) return undefined;
    const stakes = [str(d, 'unstake_net_quantity'), str(d, 'unstake_cpu_quantity')];
    return plain(
      sentence(
        [
          account(from),
          amount(stakes.filter(Boolean).join(' + ') || t`resources`),
          account(receiver),
        ],
        (who, what, of) => t`${who} unstaked ${what} from ${of}`,
      ),
    );
  },
  setcode(d) {
    const who = str(d, 'account');
    if (!who) return undefined;
    const code = str(d, 'code') ?? '';
    if (!code) return plain(sentence([account(who)], (by) => t`${by} removed its code`));
    const size = hexBytes(code);
    return plain(sentence([account(who)], (by) => t`${by} deployed code (${size})`));
  },
  setabi(d) {
    const who = str(d, 'account');
    if (!who) return undefined;
    const abi = d['abi'];
    if (typeof abi === 'string' && /^[0-9a-f]*$/i.test(abi)) {
      const size = hexBytes(abi);
      return plain(sentence([account(who)], (by) => t`${by} set its ABI (${size})`));
    }
    return plain(sentence([account(who)], (by) => t`${by} set its ABI`));
  },
};

/** What a reading needs of an action: its name and its arguments (a history row, a block's action). */
export type ReadableAction = Pick<HistoryAction, 'action' | 'data'>;

/**
 * The reading of an action the explorer knows how to say in words (a transfer, a new account, a
 * vote, …) for the account `viewer` (whose page it is on; '' for none); undefined for any other.
 */
export function readKnownAction(act: ReadableAction, viewer: string): ActionReading | undefined {
  const reader = Object.hasOwn(readers, act.action) ? readers[act.action] : undefined;
  return reader && isJsonObject(act.data) ? reader(act.data, viewer) : undefined;
}

/** The reading of `act` for `viewer`: in words when known, else its data, shortened. */
export function readAction(act: ReadableAction, viewer: string): ActionReading {
  return readKnownAction(act, viewer) ?? plain([{ kind: 'data', text: compactData(act.data) }]);
}

/** The reading as plain text, for the export and for accessible names. */
export function readingText(reading: ActionReading): string {
  return reading.parts.map((p) => (p.kind === 'account' ? p.name : p.text)).join('');
}
