import { Bytes, Checksum256, Serializer, Signature } from '@wharfkit/antelope';
import { NodeError } from '../node-errors.ts';
import type { PackableTransaction } from './abi/chain-types.ts';
import { fastPackTransaction } from './abi/fast-pack.ts';
import { toGls } from './keys.ts';
import { sha256Of } from './rng.ts';
import { signingDigest } from './transactions.ts';

/** A transaction as a client pushes it: the transaction, its signatures and context-free data. */
export interface SignedTransaction {
  trx: PackableTransaction;
  /** The transaction packed again: bytes a client left after it are no part of it, as in nodeos. */
  packed: Uint8Array;
  /** sha256 of `packed`. */
  id: string;
  signatures: string[];
  contextFreeData: Uint8Array[];
}

export function signedTransaction(
  trx: PackableTransaction,
  signatures: string[],
  contextFreeData: Uint8Array[],
): SignedTransaction {
  const packed = fastPackTransaction(trx);
  return { trx, packed, id: sha256Of(packed).toString('hex'), signatures, contextFreeData };
}

/** packed_context_free_data: the vector<bytes>, packed. */
export function packContextFreeData(data: readonly Uint8Array[]): Uint8Array {
  return Serializer.encode({ object: data.map((d) => Bytes.from(d)), type: 'bytes[]' }).array;
}

export function unpackContextFreeData(bytes: Uint8Array): Uint8Array[] {
  if (bytes.length === 0) return [];
  const list: unknown = Serializer.decode({ data: bytes, type: 'bytes[]' });
  if (!Array.isArray(list)) throw new TypeError('context-free data is not a list of bytes');
  return list.map((b: unknown) => (b instanceof Bytes ? b.array : new Uint8Array()));
}

/**
 * What the signatures commit to: sha256(chain_id ‖ packed trx ‖ sha256(packed context-free
 * data), or 32 zero bytes when there is none).
 */
export function signedDigest(chainId: Uint8Array, signed: SignedTransaction): Buffer {
  return signingDigest(
    chainId,
    signed.packed,
    signed.contextFreeData.length > 0
      ? sha256Of(packContextFreeData(signed.contextFreeData))
      : undefined,
  );
}

/**
 * The keys (GLS) that made the signatures, as nodeos recovers them; one key signing twice is
 * refused (tx_duplicate_sig), as is a signature no key can be recovered from.
 */
export function recoverKeys(chainId: Uint8Array, signed: SignedTransaction): Set<string> {
  const digest = Checksum256.from(signedDigest(chainId, signed));
  const keys = new Set<string>();
  for (const text of signed.signatures) {
    let key: string;
    try {
      key = toGls(Signature.from(text).recoverDigest(digest));
    } catch {
      throw new NodeError(
        500,
        10,
        'assert_exception',
        'Assert Exception',
        'unable to reconstruct public key from signature',
        { file: 'elliptic_secp256k1.cpp', method: 'public_key' },
      );
    }
    if (keys.has(key))
      throw new NodeError(
        500,
        3090001,
        'tx_duplicate_sig',
        'Duplicate signature included',
        `transaction includes more than one signature signed using the same key associated with public key: ${key}`,
        { file: 'transaction.cpp', method: 'get_signature_keys' },
      );
    keys.add(key);
  }
  return keys;
}
