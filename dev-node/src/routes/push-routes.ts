import { inflateSync } from 'node:zlib';
import { unpackTransaction, type PackableTransaction } from '../chain/abi/chain-types.ts';
import { hexToBytes } from '../chain/hex.ts';
import { pushSigned } from '../chain/signed-push.ts';
import {
  signedTransaction,
  unpackContextFreeData,
  type SignedTransaction,
} from '../chain/signed-transactions.ts';
import type { SimulatedChain } from '../chain/simulated-chain.ts';
import { transactionTraceJson } from '../chain/trace-json.ts';
import { isPlainObject, jsonType } from '../json.ts';
import { NodeError, nodeErrors } from '../node-errors.ts';
import { requestTransaction, type BadData } from './helper-routes.ts';
import { objectBody, type Params } from './params.ts';
import type { RouteTable } from './route-types.ts';

/*
 * push_transaction and push_transactions as chain_plugin takes them: a packed_transaction
 * variant (abi_serializer's reading of it) applied as an incoming transaction, answered 202.
 */

/** What every failure to read the request becomes (EOS_RETHROW_EXCEPTIONS in push_transaction). */
const packedError = (detail = 'Invalid packed transaction') =>
  new NodeError(
    500,
    3010010,
    'packed_transaction_type_exception',
    'Invalid packed transaction',
    detail,
    {
      file: 'chain_plugin.cpp',
      method: 'push_transaction',
    },
  );

/** JSON action arguments the contract's ABI cannot pack, as abi_serializer fails them. */
const badData: BadData = (account, name, cause) =>
  cause.code === 3050002
    ? new NodeError(500, 3015014, 'pack_exception', 'Pack data exception', cause.detail.message, {
        file: 'abi_serializer.cpp',
        method: '_variant_to_binary',
      })
    : packedError(`Failed to deserialize data for ${account}:${name}`);

/** `compression`: fc reads the enum from its name or its number. */
function compressionOf(value: unknown): 'none' | 'zlib' {
  if (value === 'none' || value === 0 || value === '0') return 'none';
  if (value === 'zlib' || value === 1 || value === '1') return 'zlib';
  throw packedError();
}

function hexField(p: Params, field: string): Uint8Array {
  const value = p[field];
  const bytes = typeof value === 'string' ? hexToBytes(value) : undefined;
  if (!bytes) throw packedError();
  return bytes;
}

function inflate(bytes: Uint8Array, compression: 'none' | 'zlib'): Uint8Array {
  if (compression === 'none' || bytes.length === 0) return bytes;
  try {
    return Uint8Array.from(inflateSync(bytes, { maxOutputLength: 1024 * 1024 }));
  } catch {
    throw packedError();
  }
}

function signaturesOf(value: unknown): string[] {
  if (!Array.isArray(value) || value.some((s) => typeof s !== 'string' || !/^SIG_K1_\w+$/.test(s)))
    throw packedError();
  return value as string[];
}

function contextFreeData(p: Params, compression: 'none' | 'zlib'): Uint8Array[] {
  try {
    if (typeof p['packed_context_free_data'] === 'string' && p['packed_context_free_data'] !== '')
      return unpackContextFreeData(inflate(hexField(p, 'packed_context_free_data'), compression));
    const list = p['context_free_data'];
    if (list === undefined || list === null) return [];
    if (!Array.isArray(list)) throw packedError();
    return list.map((item: unknown) => {
      const bytes = typeof item === 'string' ? hexToBytes(item) : undefined;
      if (!bytes) throw packedError();
      return bytes;
    });
  } catch {
    throw packedError();
  }
}

/**
 * A pushed transaction in either form nodeos reads: packed (`packed_trx` hex, zlib-compressed or
 * not, with `packed_context_free_data`) or as a `transaction` object whose action data is hex or
 * JSON arguments (packed with the contract's ABI). `signatures` and `compression` are required.
 */
export function signedFromRequest(chain: SimulatedChain, body: unknown): SignedTransaction {
  const p = objectBody(body);
  if (!('signatures' in p)) throw packedError('Missing signatures');
  if (!('compression' in p)) throw packedError('Missing compression');
  const signatures = signaturesOf(p['signatures']);
  const compression = compressionOf(p['compression']);
  const packedTrx = p['packed_trx'];
  if (typeof packedTrx === 'string' && packedTrx !== '') {
    if (!('packed_context_free_data' in p)) throw packedError();
    const bytes = inflate(hexField(p, 'packed_trx'), compression);
    let trx: PackableTransaction;
    try {
      trx = unpackTransaction(bytes);
    } catch {
      throw packedError();
    }
    return signedTransaction(trx, signatures, contextFreeData(p, compression));
  }
  if (!('transaction' in p)) throw packedError('Missing transaction');
  if (!isPlainObject(p['transaction'])) throw packedError();
  let trx: PackableTransaction;
  try {
    trx = requestTransaction(chain, p['transaction'], badData);
  } catch (e) {
    if (e instanceof NodeError && e.code >= 3000000) throw e;
    throw packedError();
  }
  return signedTransaction(trx, signatures, contextFreeData(p, compression));
}

function pushOne(
  chain: SimulatedChain,
  body: unknown,
): { transaction_id: string; processed: unknown } {
  const pushed = pushSigned(chain, signedFromRequest(chain, body));
  return { transaction_id: pushed.trx.id, processed: transactionTraceJson(pushed) };
}

/** fc's exception::to_detail_string with the error's one log entry: what push_transactions shows. */
function detailString(e: NodeError): string {
  const d = e.detail;
  return `${e.code} ${e.errorName}: ${e.what}\n${d.message}\n    {}\n    thread-0  ${d.file}:${d.line_number} ${d.method}`;
}

const MAX_AT_ONCE = 1000;

export const pushRoutes: RouteTable = {
  push_transaction: (body, chain) => JSON.stringify(pushOne(chain, body)),
  /**
   * An array of transactions, each pushed in turn; one that fails takes its place in the answer
   * as nodeos's push_recurse writes it: a zero id and `processed: {error: <detail string>}`.
   */
  push_transactions: (body, chain) => {
    const list = body ?? {};
    if (!Array.isArray(list)) throw nodeErrors.badCast(jsonType(list), 'Array');
    for (const item of list)
      if (!isPlainObject(item)) throw nodeErrors.badCast(jsonType(item), 'Object');
    if (list.length > MAX_AT_ONCE)
      throw new NodeError(
        500,
        3040012,
        'too_many_tx_at_once',
        'Pushing too many transactions at once',
        'Attempt to push too many transactions at once',
        { file: 'chain_plugin.cpp', method: 'push_transactions' },
      );
    const results = list.map((item: unknown) => {
      try {
        return pushOne(chain, item);
      } catch (e) {
        const error =
          e instanceof NodeError
            ? e
            : nodeErrors.internal(e instanceof Error ? e.message : String(e));
        return { transaction_id: '0'.repeat(64), processed: { error: detailString(error) } };
      }
    });
    return JSON.stringify(results);
  },
};
