import type { TransactionRequest } from '@/api/node-client';
import { transactionAbi, type TransactionLayout } from '@/lib/transaction-abi';
import { loadAntelope } from '@/lib/antelope';

export interface LocalIds {
  cyberway: string;
  eosio: string;
}

function packable(trx: TransactionRequest) {
  const action = (a: unknown) => {
    const o = typeof a === 'object' && a !== null ? a : {};
    const get = (k: string): unknown => (k in o ? Reflect.get(o, k) : undefined);
    return {
      account: get('account'),
      name: get('name'),
      authorization: get('authorization') ?? [],
      data: get('data') ?? '',
    };
  };
  const exts = Array.isArray(trx.transaction_extensions) ? trx.transaction_extensions : [];
  return {
    expiration: String(trx.expiration ?? '1970-01-01T00:00:00').replace(/Z$/, ''),
    ref_block_num: Number(trx.ref_block_num ?? 0),
    ref_block_prefix: Number(trx.ref_block_prefix ?? 0),
    max_net_usage_words: Number(trx.max_net_usage_words ?? 0),
    max_cpu_usage_ms: Number(trx.max_cpu_usage_ms ?? 0),
    max_ram_kbytes: Number(trx.max_ram_kbytes ?? 0),
    max_storage_kbytes: Number(trx.max_storage_kbytes ?? 0),
    delay_sec: Number(trx.delay_sec ?? 0),
    context_free_actions: (trx.context_free_actions ?? []).map(action),
    actions: (trx.actions ?? []).map(action),
    transaction_extensions: exts.map((x: unknown) =>
      Array.isArray(x) ? { type: Number(x[0]), data: String(x[1]) } : x,
    ),
  };
}

/**
 * The transaction id computed in the browser: sha256 of the packed transaction, in CyberWay's
 * layout and in EOSIO's. Action data must already be hex.
 */
export async function localTransactionIds(trx: TransactionRequest): Promise<LocalIds> {
  const { ABI, Checksum256, Serializer } = await loadAntelope();
  const object = packable(trx);
  const id = (layout: TransactionLayout) => {
    const abi = ABI.from(transactionAbi(layout));
    const bytes = Serializer.encode({ object, abi, type: 'transaction' }).array;
    return Checksum256.hash(bytes).hexString;
  };
  return { cyberway: id('cyberway'), eosio: id('eosio') };
}
