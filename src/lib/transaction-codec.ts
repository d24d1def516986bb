import type * as Antelope from '@wharfkit/antelope';
import { retryableImport } from '@/api/retryable-import';
import { loadAntelope } from './antelope';
import { transactionAbi, type TransactionLayout } from './transaction-abi';

/*
 * A transaction packed, identified, signed and verified in the browser, in the layout of its
 * chain. CyberWay's header carries max_ram_kbytes and max_storage_kbytes (varuint32) after
 * max_cpu_usage_ms, so its bytes, its id and the digest its signatures commit to differ from an
 * EOSIO transaction's: a wallet that packs the EOSIO layout signs something a CyberWay node does
 * not check. The EOSIO layout is wharfkit's own Transaction; CyberWay's is the same serializer
 * over an ABI with the two fields. Everything here waits for the lazily loaded serializer.
 */

export interface PackableAction {
  account: string;
  name: string;
  authorization: { actor: string; permission: string }[];
  /** The packed arguments, hex. */
  data: string;
}

/** A transaction with every action's data packed: what its bytes are made of. */
export interface PackableTransaction {
  /** `YYYY-MM-DDTHH:MM:SS`, UTC. */
  expiration: string;
  ref_block_num: number;
  ref_block_prefix: number;
  max_net_usage_words: number;
  max_cpu_usage_ms: number;
  /** CyberWay only: left out of an EOSIO transaction's bytes. */
  max_ram_kbytes: number;
  /** CyberWay only. */
  max_storage_kbytes: number;
  delay_sec: number;
  context_free_actions: PackableAction[];
  actions: PackableAction[];
  transaction_extensions: { type: number; data: string }[];
}

type Wharf = typeof Antelope;

/** The unpacked transaction's schema loads with the serializer (zod stays off the builder's code). */
const loadPackableSchema = retryableImport(() => import('./packable-schema'));

function cyberwayAbi(a: Wharf): Antelope.ABI {
  return a.ABI.from(transactionAbi('cyberway'));
}

/** wharfkit's Transaction reads its own fields only: the two CyberWay ones are left out. */
function eosioTransaction(a: Wharf, trx: PackableTransaction): Antelope.Transaction {
  return a.Transaction.from(trx);
}

/** The transaction's bytes in its chain's layout. */
export async function packTransaction(
  layout: TransactionLayout,
  trx: PackableTransaction,
): Promise<Uint8Array> {
  const a = await loadAntelope();
  if (layout === 'eosio') return a.Serializer.encode({ object: eosioTransaction(a, trx) }).array;
  return a.Serializer.encode({ object: trx, abi: cyberwayAbi(a), type: 'transaction' }).array;
}

/** Reads packed bytes back; throws when they are not a whole transaction in that layout. */
export async function unpackTransaction(
  layout: TransactionLayout,
  bytes: Uint8Array,
): Promise<PackableTransaction> {
  const [a, { packableSchema }] = await Promise.all([loadAntelope(), loadPackableSchema()]);
  const decoder = new a.ABIDecoder(bytes);
  const abi = layout === 'cyberway' ? cyberwayAbi(a) : a.ABI.from(transactionAbi('eosio'));
  const value: unknown = a.Serializer.objectify(
    a.Serializer.decode({ data: decoder, abi, type: 'transaction' }),
  );
  if (decoder.canRead()) throw new Error(`bytes left over after a ${layout} transaction`);
  return packableSchema.parse(value);
}

/** The id: sha256 of the packed transaction, hex. */
export async function transactionId(packed: Uint8Array): Promise<string> {
  const a = await loadAntelope();
  return a.Checksum256.hash(packed).hexString;
}

/**
 * What a signature commits to: sha256(chain id ‖ packed transaction ‖ 32 zero bytes, the hash of
 * no context-free data). For EOSIO it is wharfkit's own Transaction.signingDigest.
 */
export async function signingDigest(
  layout: TransactionLayout,
  chainId: string,
  trx: PackableTransaction,
): Promise<Antelope.Checksum256> {
  const a = await loadAntelope();
  if (layout === 'eosio') return eosioTransaction(a, trx).signingDigest(chainId);
  const packed = await packTransaction(layout, trx);
  const data = new Uint8Array(32 + packed.length + 32);
  data.set(a.Checksum256.from(chainId).array, 0);
  data.set(packed, 32);
  return a.Checksum256.hash(data);
}

/** Each signature's public key (`PUB_K1_…`), or null for one that is not a signature. */
export async function recoverKeys(
  digest: Antelope.Checksum256,
  signatures: readonly string[],
): Promise<(Antelope.PublicKey | null)[]> {
  const a = await loadAntelope();
  return signatures.map((s) => {
    try {
      return a.Signature.from(s).recoverDigest(digest);
    } catch {
      return null;
    }
  });
}
