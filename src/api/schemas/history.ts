import type {
  AccountCreator,
  CreatedAccount,
  HistoryAction,
  HistoryTotal,
} from '@/api/history-model';
import { normaliseChainTime } from '@/api/chain-time';
import { z } from '@/api/zod';
import { checksum256, counter, int64, jsonObject, name } from './common';
import { isJsonObject, type JsonObject } from '@/api/json-object';

/**
 * Hyperion v2 answers (../shared/spec/history-api.md), validated and normalised to the history
 * model. Real servers differ between versions: numbers or decimal strings in receipts, `@timestamp`
 * or `timestamp`, a `receipts` array or an older `receipt` + `notified`, fields that come and go.
 * Only what the explorer reads is validated; everything else is ignored.
 */

/** Hyperion's error body: `{"statusCode":400,"error":"Bad Request","message":"…"}`. */
export const historyErrorBodySchema = z.object({
  statusCode: z.number(),
  /** HTTP reason phrase, e.g. "Bad Request". */
  error: z._default(z.string(), ''),
  /** What was wrong, e.g. "querystring/limit must be <= 1000". */
  message: z._default(z.string(), ''),
});
export type HistoryErrorBody = z.infer<typeof historyErrorBodySchema>;

const chainTime = z.pipe(
  z.string().check(z.refine((v) => normaliseChainTime(v) !== null, 'expected an ISO time')),
  z.transform((v) => normaliseChainTime(v) ?? v),
);

const lowerHex = z.pipe(
  checksum256,
  z.transform((v) => v.toLowerCase()),
);

const permissionLevel = z.object({ actor: name, permission: name });

const receiptSchema = z.object({
  receiver: name,
  /** A number on some servers, a decimal string on others: kept exact as a string. */
  global_sequence: z.optional(int64),
});

/** A Hyperion action object (newer and older servers). */
const wireActionSchema = z.object({
  '@timestamp': z.optional(chainTime),
  timestamp: z.optional(chainTime),
  block_num: counter,
  trx_id: lowerHex,
  act: z.object({
    account: name,
    name: name,
    authorization: z._default(z.array(permissionLevel), []),
    data: z._default(z.union([jsonObject, z.string()]), {}),
  }),
  receipts: z.optional(z.array(receiptSchema)),
  receipt: z.optional(receiptSchema),
  notified: z.optional(z.array(name)),
  global_sequence: z.optional(int64),
  action_ordinal: z.optional(counter),
  creator_action_ordinal: z.optional(counter),
});
type WireAction = z.infer<typeof wireActionSchema>;

const ASSET = /^(-?\d+(?:\.\d+)?) ([A-Z]{1,7})$/;

/**
 * Hyperion adds `amount` (a number) and `symbol` beside a transfer's `quantity`: dropped when
 * they only restate the quantity, so the row holds the action's own data.
 */
function withoutAddedTransferFields(data: JsonObject): JsonObject {
  const quantity = data['quantity'];
  const match = typeof quantity === 'string' ? ASSET.exec(quantity) : null;
  if (!match || typeof data['amount'] !== 'number') return data;
  if (data['symbol'] !== undefined && data['symbol'] !== match[2]) return data;
  const rest = { ...data };
  delete rest['amount'];
  delete rest['symbol'];
  return rest;
}

/** Top-level fields holding a fractional number: ABIs carry amounts as strings, so these were rewritten. */
function lossyFieldsOf(data: JsonObject | string): string[] {
  if (typeof data === 'string') return [];
  return Object.entries(data)
    .filter(([, v]) => typeof v === 'number' && !Number.isInteger(v))
    .map(([k]) => k);
}

function unique(names: string[]): string[] {
  return [...new Set(names)];
}

function toHistoryAction(a: WireAction): HistoryAction {
  const data = isJsonObject(a.act.data) ? withoutAddedTransferFields(a.act.data) : a.act.data;
  const receipts = a.receipts ?? (a.receipt ? [a.receipt] : []);
  const receivers = a.receipts
    ? a.receipts.map((r) => r.receiver)
    : a.receipt
      ? [a.receipt.receiver, ...(a.notified ?? [])]
      : a.notified;
  return {
    blockNum: a.block_num,
    // Refined below: one of the two is present.
    timestamp: a['@timestamp'] ?? a.timestamp ?? '',
    trxId: a.trx_id,
    globalSequence: a.global_sequence ?? receipts[0]?.global_sequence,
    actionOrdinal: a.action_ordinal,
    creatorActionOrdinal: a.creator_action_ordinal,
    actionIndex: undefined,
    contract: a.act.account,
    action: a.act.name,
    authorization: a.act.authorization,
    data,
    lossyFields: lossyFieldsOf(data),
    dataTruncated: false,
    receivers: receivers ? unique(receivers) : undefined,
    status: undefined,
    source: 'hyperion',
  };
}

/** One Hyperion action, normalised to the history model. */
export const historyActionSchema = z.pipe(
  wireActionSchema.check(
    z.refine((a) => a['@timestamp'] !== undefined || a.timestamp !== undefined, {
      message: 'expected @timestamp or timestamp',
      path: ['@timestamp'],
    }),
  ),
  z.transform(toHistoryAction),
);

const totalSchema = z.pipe(
  z.object({
    value: counter,
    /** `eq` (exact) or `gte` (the server stopped counting). */
    relation: z._default(z.string(), 'eq'),
  }),
  z.transform((t): HistoryTotal => ({ value: t.value, exact: t.relation !== 'gte' })),
);

/** GET /v2/history/get_actions. */
export const getActionsSchema = z.pipe(
  z.object({
    /** Last irreversible block; 0 means "not checked" (only filled with checkLib=true). */
    lib: z._default(counter, 0),
    total: z.optional(totalSchema),
    actions: z._default(z.array(historyActionSchema), []),
  }),
  z.transform((v) => ({
    lib: v.lib > 0 ? v.lib : undefined,
    total: v.total,
    actions: v.actions,
  })),
);
export type GetActions = z.output<typeof getActionsSchema>;

/** GET /v2/history/get_transaction: null when the service does not know the id (`executed: false`). */
export const getTransactionSchema = z.pipe(
  z.object({
    executed: z._default(z.boolean(), true),
    trx_id: z.optional(lowerHex),
    lib: z._default(counter, 0),
    actions: z._default(z.array(historyActionSchema), []),
  }),
  z.transform((v) => {
    if (!v.executed || v.actions.length === 0) return null;
    // The spec orders them by global sequence; sorted again in case a server does not.
    const actions = [...v.actions].sort(compareByGlobalSequence);
    return {
      trxId: v.trx_id ?? actions[0]?.trxId ?? '',
      lib: v.lib > 0 ? v.lib : undefined,
      actions,
    };
  }),
);
export type GetTransaction = z.output<typeof getTransactionSchema>;

function compareByGlobalSequence(a: HistoryAction, b: HistoryAction): number {
  if (a.globalSequence === undefined || b.globalSequence === undefined) return 0;
  const x = BigInt(a.globalSequence);
  const y = BigInt(b.globalSequence);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** GET /v2/history/get_creator. */
export const getCreatorSchema = z.pipe(
  z.object({
    account: name,
    creator: z._default(name, ''),
    timestamp: z.optional(chainTime),
    '@timestamp': z.optional(chainTime),
    block_num: z.optional(counter),
    trx_id: z.optional(lowerHex),
  }),
  z.transform((v): AccountCreator => ({
    account: v.account,
    creator: v.creator,
    trxId: v.trx_id,
    blockNum: v.block_num,
    timestamp: v.timestamp ?? v['@timestamp'],
  })),
);

/** GET /v2/history/get_created_accounts, newest first. */
export const getCreatedAccountsSchema = z.pipe(
  z.object({
    accounts: z._default(
      z.array(
        z.object({
          name,
          timestamp: z.optional(chainTime),
          '@timestamp': z.optional(chainTime),
          trx_id: z.optional(lowerHex),
          block_num: z.optional(counter),
        }),
      ),
      [],
    ),
    total: z.optional(
      z.union([
        totalSchema,
        z.pipe(
          counter,
          z.transform((value) => ({ value, exact: true })),
        ),
      ]),
    ),
  }),
  z.transform((v) => ({
    accounts: v.accounts.map((a): CreatedAccount => ({
      name: a.name,
      trxId: a.trx_id,
      timestamp: a.timestamp ?? a['@timestamp'],
      blockNum: a.block_num,
    })),
    total: v.total,
  })),
);
export type GetCreatedAccounts = z.output<typeof getCreatedAccountsSchema>;

/** A field that is dropped rather than failing the answer when a version sends another type. */
const lenient = <S extends z.ZodMiniType>(schema: S) => z.catch(z.optional(schema), undefined);

const healthEntrySchema = z.object({
  /** `NodeosRPC`, `Elasticsearch`, `RabbitMq`, … */
  service: z.string(),
  /** `OK`, `Warning` or `Error`. */
  status: z._default(z.string(), ''),
  service_data: lenient(
    z.object({
      chain_id: lenient(z.string()),
      head_block_num: lenient(counter),
      last_irreversible_block: lenient(counter),
      first_indexed_block: lenient(counter),
      last_indexed_block: lenient(counter),
      missing_blocks: lenient(counter),
    }),
  ),
});

/** GET /v2/health: what the service is, which chain it indexes and how far. */
export const getHealthSchema = z.pipe(
  z.object({
    version: z._default(z.string(), ''),
    host: z._default(z.string(), ''),
    health: z._default(z.array(healthEntrySchema), []),
  }),
  z.transform((v) => {
    const data = (service: string) => v.health.find((h) => h.service === service)?.service_data;
    const nodeos = data('NodeosRPC');
    const es = data('Elasticsearch');
    const anyData = (key: 'chain_id') => v.health.map((h) => h.service_data?.[key]).find(Boolean);
    return {
      version: v.version,
      host: v.host,
      /** Chain id of the node the service indexes from; undefined when it does not say. */
      chainId: (nodeos?.chain_id ?? anyData('chain_id'))?.toLowerCase(),
      headBlockNum: nodeos?.head_block_num,
      lastIrreversibleBlock: nodeos?.last_irreversible_block,
      firstIndexedBlock: es?.first_indexed_block,
      lastIndexedBlock: es?.last_indexed_block,
      missingBlocks: es?.missing_blocks,
      services: v.health.map((h) => ({ service: h.service, status: h.status })),
    };
  }),
);
export type HistoryHealth = z.output<typeof getHealthSchema>;
