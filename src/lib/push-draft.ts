import type { TransactionLayout } from './transaction-abi';

/*
 * A transaction being built, as it lives in the address of /tools/push: a link opens it filled.
 * Readable and bounded, and never anything secret (keys and passwords are not part of a draft):
 *
 *   /tools/push?action1=cyber.token::transfer&auth1=alice@active
 *     &data1={"from":"alice","to":"bob","quantity":"1.0000 CYBER","memo":"hi"}
 *     &action2=…&expire=600&ram=0&storage=0&provider=carol@active
 *
 * Action n is `actionN` (contract::action), `authN` (actor@permission, comma-separated) and
 * `dataN` (its arguments as JSON; values as typed, so half-typed ones survive a reload). The
 * header holds what the person chooses: `expire` (seconds after the head block when built),
 * `delay`, `net` (max_net_usage_words), `cpu` (max_cpu_usage_ms), `ram` and `storage` (CyberWay's
 * max_ram_kbytes and max_storage_kbytes), `provider` (who pays bandwidth, actor@permission) and
 * `layout` (cyberway or eosio, when the person overrides what the node tells). The reference
 * block is the node's at build time, never part of the draft.
 */

export interface DraftActionRef {
  /** Contract account; '' until chosen. */
  account: string;
  /** Action name; '' until chosen. */
  name: string;
  /** Authorization as typed: `alice@active`, comma-separated. */
  auth: string;
  /** Arguments as JSON, values as typed; undefined when none are given yet. */
  data: unknown;
}

export interface PushDraft {
  actions: DraftActionRef[];
  /** Seconds from the head block's time to the expiration. */
  expireSec: number;
  delaySec: number;
  netWords: number;
  cpuMs: number;
  ramKbytes: number;
  storageKbytes: number;
  /** `provider@permission` paying for the actors' bandwidth (cyber::providebw); '' for none. */
  provider: string;
  /** The layout chosen by hand; null: as the node tells. */
  layout: TransactionLayout | null;
}

/** Ten minutes: time to review and sign, well inside the nodes' one-hour limit. */
export const DEFAULT_EXPIRE_SEC = 600;
/** nodeos's max_transaction_lifetime. */
export const MAX_EXPIRE_SEC = 3600;
export const MAX_ACTIONS = 8;
/** One action's arguments in the address, characters of JSON. */
export const MAX_DATA_CHARS = 2000;

export const EMPTY_DRAFT: PushDraft = {
  actions: [],
  expireSec: DEFAULT_EXPIRE_SEC,
  delaySec: 0,
  netWords: 0,
  cpuMs: 0,
  ramKbytes: 0,
  storageKbytes: 0,
  provider: '',
  layout: null,
};

const HEADER = [
  ['expire', 'expireSec', DEFAULT_EXPIRE_SEC, 1, MAX_EXPIRE_SEC],
  ['delay', 'delaySec', 0, 0, 0xffffffff],
  ['net', 'netWords', 0, 0, 0xffffffff],
  ['cpu', 'cpuMs', 0, 0, 0xff],
  ['ram', 'ramKbytes', 0, 0, 0xffffffff],
  ['storage', 'storageKbytes', 0, 0, 0xffffffff],
] as const;

/** Names of the parameters a draft owns (the address may carry others: node, lang, …). */
function isDraftParam(key: string): boolean {
  return (
    /^(action|auth|data)\d+$/.test(key) ||
    HEADER.some(([param]) => param === key) ||
    key === 'provider' ||
    key === 'layout'
  );
}

export interface ReadDraft {
  draft: PushDraft;
  /** What in the address was left out, and why (in the builder's words). */
  problems: DraftProblemRef[];
}

/** A part of the address the draft could not take. */
export type DraftProblemRef =
  | { kind: 'too-many-actions'; max: number }
  | { kind: 'data-too-long'; action: number; max: number }
  | { kind: 'data-not-json'; action: number }
  | { kind: 'bad-number'; param: string; min: number; max: number };

function readAction(params: URLSearchParams, n: number, problems: DraftProblemRef[]) {
  const [account = '', name = ''] = (params.get(`action${n}`) ?? '').trim().split('::');
  const text = params.get(`data${n}`);
  let data: unknown;
  if (text !== null && text.length > MAX_DATA_CHARS) {
    problems.push({ kind: 'data-too-long', action: n, max: MAX_DATA_CHARS });
  } else if (text !== null && text.trim() !== '') {
    try {
      data = JSON.parse(text);
    } catch {
      problems.push({ kind: 'data-not-json', action: n });
    }
  }
  return { account, name, auth: (params.get(`auth${n}`) ?? '').trim(), data };
}

/** The draft an address holds; what it could not take is said, not silently dropped. */
export function readPushDraft(search: string | URLSearchParams): ReadDraft {
  const params = new URLSearchParams(search);
  const problems: DraftProblemRef[] = [];
  const numbers = [...params.keys()]
    .map((k) => /^action(\d+)$/.exec(k)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
  if (numbers.length > MAX_ACTIONS) problems.push({ kind: 'too-many-actions', max: MAX_ACTIONS });
  const draft: PushDraft = {
    ...EMPTY_DRAFT,
    actions: numbers.slice(0, MAX_ACTIONS).map((n) => readAction(params, n, problems)),
  };
  for (const [param, field, fallback, min, max] of HEADER) {
    const text = params.get(param);
    if (text === null || text.trim() === '') continue;
    const value = /^\d+$/.test(text.trim()) ? Number(text) : NaN;
    if (value >= min && value <= max) draft[field] = value;
    else {
      draft[field] = fallback;
      problems.push({ kind: 'bad-number', param, min, max });
    }
  }
  draft.provider = (params.get('provider') ?? '').trim();
  const layout = params.get('layout');
  draft.layout = layout === 'cyberway' || layout === 'eosio' ? layout : null;
  return { draft, problems };
}

/**
 * The address's query with the draft written in (replacing the draft's old parameters, keeping
 * every other one); defaults are left out, so a short draft has a short address.
 */
export function writePushDraft(draft: PushDraft, current = ''): string {
  const params = new URLSearchParams(current);
  for (const key of [...params.keys()]) if (isDraftParam(key)) params.delete(key);
  draft.actions.slice(0, MAX_ACTIONS).forEach((a, i) => {
    params.set(`action${i + 1}`, `${a.account}::${a.name}`);
    if (a.auth) params.set(`auth${i + 1}`, a.auth);
    if (a.data !== undefined) params.set(`data${i + 1}`, JSON.stringify(a.data));
  });
  for (const [param, field, fallback] of HEADER) {
    if (draft[field] !== fallback) params.set(param, String(draft[field]));
  }
  if (draft.provider) params.set('provider', draft.provider);
  if (draft.layout) params.set('layout', draft.layout);
  return params.toString();
}

/** The builder's address for a draft (a link from a contract's action or an account's forms). */
export function pushDraftPath(draft: Partial<PushDraft>): string {
  const query = writePushDraft({ ...EMPTY_DRAFT, ...draft });
  return query ? `/tools/push?${query}` : '/tools/push';
}
