import {
  transactionId,
  unpackTransaction,
  type PackableTransaction,
} from '@/lib/transaction-codec';
import type { TransactionLayout } from '@/lib/transaction-abi';

export interface UnpackedProposal {
  layout: TransactionLayout;
  trx: PackableTransaction;
  /** sha256 of the packed transaction: what `approve` takes as proposal_hash. */
  hash: string;
}

function bytesOf(hex: string): Uint8Array {
  if (!/^([0-9a-fA-F]{2})*$/.test(hex)) throw new Error('the packed transaction is not hex');
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/**
 * A proposal's packed transaction read in CyberWay's header layout (max_ram_kbytes and
 * max_storage_kbytes after max_cpu_usage_ms), or in EOSIO's when CyberWay's does not read
 * every byte.
 */
export async function unpackProposal(hex: string): Promise<UnpackedProposal> {
  const bytes = bytesOf(hex);
  const hash = await transactionId(bytes);
  try {
    return { layout: 'cyberway', trx: await unpackTransaction('cyberway', bytes), hash };
  } catch {
    return { layout: 'eosio', trx: await unpackTransaction('eosio', bytes), hash };
  }
}
