import { t } from '@lingui/core/macro';
import type { JsonObject, TransactionRequest } from '@/api/node-client';
import { isJsonObject } from '@/api/json-object';
import { quoteUnsafeIntegers } from '@/api/lossless-json';
import { transactionHeader, type TransactionHeader } from '@/lib/transaction-header';
import type { DraftAction } from './transaction-draft';

export interface PermissionLevel {
  actor: string;
  permission: string;
}

export type ParsedTransaction =
  | { ok: true; trx: TransactionRequest; problems: string[]; unwrapped: string | null }
  | { ok: false; message: string };

const NAME = /^[.1-5a-z]{0,12}[.1-5a-j]?$/;
const TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,3})?Z?$/;
const HEX = /^([0-9a-fA-F]{2})*$/;

/** The longest time ahead a transaction may expire (nodeos max_transaction_lifetime, 1 h). */
export const MAX_LIFETIME_SEC = 3600;

function isUint(v: unknown, max: number): boolean {
  const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= max;
}

/**
 * Reads pasted transaction JSON. Also takes what the explorer shows elsewhere: a block's
 * `trx` object or a `{transaction: …}` wrapper. Returns the transaction and what looks wrong in
 * it (field by field), or why it is not JSON.
 */
export function parseTransactionText(text: string): ParsedTransaction {
  let value: unknown;
  try {
    value = JSON.parse(quoteUnsafeIntegers(text));
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    return { ok: false, message: t`Not valid JSON: ${reason}` };
  }
  if (!isJsonObject(value)) {
    const braces = '{…}';
    return { ok: false, message: t`A transaction is a JSON object (${braces}).` };
  }
  let obj: JsonObject = value;
  let unwrapped: string | null = null;
  const inner = obj['trx'];
  if (isJsonObject(inner) && isJsonObject(inner['transaction'])) {
    obj = inner['transaction'];
    unwrapped = 'trx.transaction';
  } else if (isJsonObject(obj['transaction']) && obj['actions'] === undefined) {
    obj = obj['transaction'];
    unwrapped = 'transaction';
  }
  const problems: string[] = [];
  const exp = obj['expiration'];
  if (exp === undefined)
    problems.push(t`expiration is missing (nodes read it as 1970-01-01T00:00:00)`);
  else if (typeof exp !== 'string' || !TIME.test(exp)) {
    const shown = JSON.stringify(exp);
    problems.push(t`expiration ${shown} is not a time like 2024-01-31T12:00:00`);
  }
  if (obj['ref_block_num'] !== undefined && !isUint(obj['ref_block_num'], 0xffff)) {
    problems.push(t`ref_block_num must be a whole number from 0 to 65535`);
  }
  if (obj['ref_block_prefix'] !== undefined && !isUint(obj['ref_block_prefix'], 0xffffffff)) {
    problems.push(t`ref_block_prefix must be a whole number from 0 to 4294967295`);
  }
  if (obj['delay_sec'] !== undefined && !isUint(obj['delay_sec'], 0xffffffff)) {
    problems.push(t`delay_sec must be a whole number of seconds`);
  }
  const actions = obj['actions'];
  if (actions === undefined) problems.push(t`actions is missing`);
  else if (!Array.isArray(actions)) problems.push(t`actions must be an array`);
  else {
    if (actions.length === 0) problems.push(t`actions is empty: a transaction needs at least one`);
    actions.forEach((a: unknown, i) => {
      const where = `actions[${i}]`;
      if (!isJsonObject(a)) {
        problems.push(t`${where} is not an object`);
        return;
      }
      for (const f of ['account', 'name'] as const) {
        const v = a[f];
        if (typeof v !== 'string' || !NAME.test(v))
          problems.push(t`${where}.${f} is not a valid name`);
      }
      const auth = a['authorization'];
      if (!Array.isArray(auth)) problems.push(t`${where}.authorization must be an array`);
      else {
        auth.forEach((l: unknown, j) => {
          if (
            !isJsonObject(l) ||
            typeof l['actor'] !== 'string' ||
            typeof l['permission'] !== 'string' ||
            !NAME.test(l['actor']) ||
            !NAME.test(l['permission'])
          ) {
            const shape = '{actor, permission}';
            problems.push(t`${where}.authorization[${j}] must be ${shape} names`);
          }
        });
      }
      const data = a['data'];
      const hex = a['hex_data'];
      if (typeof hex === 'string' && !HEX.test(hex)) problems.push(t`${where}.hex_data is not hex`);
      if (typeof data === 'string' && !HEX.test(data)) problems.push(t`${where}.data is not hex`);
      if (data !== undefined && typeof data !== 'string' && !isJsonObject(data)) {
        problems.push(t`${where}.data must be an object of arguments or a hex string`);
      }
    });
  }
  return { ok: true, trx: obj, problems, unwrapped };
}

/**
 * The block a ref_block_num points at: the latest block at or below the head whose number has
 * those low 16 bits (TaPoS only reaches back 65,536 blocks). null before the first block.
 */
export function referencedBlockNum(headNum: number, refNum: number): number | null {
  const n = headNum - ((headNum - refNum) & 0xffff);
  return n >= 1 ? n : null;
}

/** Every actor@permission the actions declare, once each, in order. */
export function declaredAuthorities(trx: TransactionRequest): PermissionLevel[] {
  const out: PermissionLevel[] = [];
  const seen = new Set<string>();
  for (const list of [trx.context_free_actions, trx.actions]) {
    if (!Array.isArray(list)) continue;
    for (const a of list) {
      if (!isJsonObject(a) || !Array.isArray(a.authorization)) continue;
      for (const l of a.authorization) {
        if (!isJsonObject(l) || typeof l.actor !== 'string' || typeof l.permission !== 'string') {
          continue;
        }
        const key = `${l.actor}@${l.permission}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ actor: l.actor, permission: l.permission });
      }
    }
  }
  return out;
}

function parseUtc(text: string): number {
  return Date.parse(/Z$/.test(text) ? text : `${text}Z`);
}

export type ExpirationStatus =
  | { kind: 'valid'; secondsLeft: number }
  | { kind: 'expired'; secondsAgo: number }
  | { kind: 'too-far'; secondsLeft: number }
  | { kind: 'unknown' };

/** The expiration measured against the head block's time (what the node checks against). */
export function expirationStatus(expiration: unknown, headTime: string): ExpirationStatus {
  if (typeof expiration !== 'string') return { kind: 'unknown' };
  const exp = parseUtc(expiration);
  const head = parseUtc(headTime);
  if (Number.isNaN(exp) || Number.isNaN(head)) return { kind: 'unknown' };
  const diff = Math.round((exp - head) / 1000);
  if (diff <= 0) return { kind: 'expired', secondsAgo: -diff };
  if (diff > MAX_LIFETIME_SEC) return { kind: 'too-far', secondsLeft: diff };
  return { kind: 'valid', secondsLeft: diff };
}

export interface ChainReference {
  headTime: string;
  /** The block to reference (usually the last irreversible one). */
  blockNum: number;
  blockId: string;
}

/** A header that expires `lifetimeSec` after the head and references the given block. */
export function headerFromChain(ref: ChainReference, lifetimeSec = 600): TransactionHeader {
  return transactionHeader(parseUtc(ref.headTime) + lifetimeSec * 1000, {
    num: ref.blockNum,
    id: ref.blockId,
  });
}

/** A transaction of encoder actions under a header. */
export function buildTransaction(
  actions: readonly DraftAction[],
  header: TransactionHeader,
): TransactionRequest {
  return {
    ...header,
    context_free_actions: [],
    actions: actions.map((a) => ({
      account: a.account,
      name: a.name,
      authorization: a.authorization,
      data: a.data,
      hex_data: a.hex,
    })),
    transaction_extensions: [],
  };
}

/**
 * The transaction with its expiration and reference block set from the chain. The rest of the
 * header is kept (defaults where missing), and a transaction with no action gets the encoder's
 * waiting ones: "set the expiration" on an empty box would otherwise drop them.
 */
export function withChainHeader(
  trx: JsonObject,
  drafts: readonly DraftAction[],
  header: TransactionHeader,
): JsonObject {
  const actions = trx['actions'];
  const hasActions = Array.isArray(actions) && actions.length > 0;
  const built = buildTransaction(drafts, header);
  return {
    ...built,
    ...trx,
    ...(hasActions ? {} : { actions: built.actions }),
    expiration: header.expiration,
    ref_block_num: header.ref_block_num,
    ref_block_prefix: header.ref_block_prefix,
  };
}

/** Public keys from free text: one per line, or separated by commas or spaces. */
export function parseKeyList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((k) => k.trim())
        .filter(Boolean),
    ),
  ];
}

/** Why a list of public keys cannot be offered to the node (none, or one malformed); null if it can. */
export function keyListProblem(keys: readonly string[]): string | null {
  if (keys.length === 0) return t`Enter at least one public key (GLS…, EOS… or PUB_K1_…).`;
  const bad = keys.filter((k) => !/^(PUB_[A-Z0-9]+_|[A-Z]{2,4})[1-9A-HJ-NP-Za-km-z]{40,}$/.test(k));
  if (bad.length > 0) {
    const list = bad.join(', ');
    return t`Not a public key: ${list}`;
  }
  return null;
}
