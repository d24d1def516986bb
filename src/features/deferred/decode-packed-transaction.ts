import { t } from '@lingui/core/macro';
import { isJsonObject } from '@/api/json-object';
import { loadAntelope } from '@/lib/antelope';
import { TRANSACTION_LAYOUTS, transactionAbi, type TransactionLayout } from '@/lib/transaction-abi';

export interface PackedAction {
  account: string;
  name: string;
  authorization: { actor: string; permission: string }[];
  /** Packed arguments as hex. */
  data: string;
}

export interface UnpackedTransaction {
  /** CyberWay headers carry max_ram_kbytes and max_storage_kbytes; EOSIO ones do not. */
  layout: TransactionLayout;
  expiration: string;
  delaySec: number;
  contextFreeActions: PackedAction[];
  actions: PackedAction[];
}

export type UnpackResult =
  { kind: 'decoded'; transaction: UnpackedTransaction } | { kind: 'failed'; reason: string };

function readActions(value: unknown): PackedAction[] | null {
  if (!Array.isArray(value)) return null;
  const out: PackedAction[] = [];
  for (const a of value) {
    if (!isJsonObject(a)) return null;
    const { account, name, authorization, data } = a;
    if (typeof account !== 'string' || typeof name !== 'string' || typeof data !== 'string')
      return null;
    if (!Array.isArray(authorization)) return null;
    const auths = authorization.flatMap((p) =>
      isJsonObject(p) && typeof p['actor'] === 'string' && typeof p['permission'] === 'string'
        ? [{ actor: p['actor'], permission: p['permission'] }]
        : [],
    );
    out.push({ account, name, authorization: auths, data });
  }
  return out;
}

/**
 * Unpacks a deferred transaction's bytes in the browser. The serializer (@wharfkit/antelope) is
 * loaded on first use, inside this page's chunk. The CyberWay header layout is tried first, then
 * EOSIO's; a layout counts only if it reads every byte.
 */
export async function decodePackedTransaction(hex: string): Promise<UnpackResult> {
  if (!/^([0-9a-fA-F]{2})+$/.test(hex)) return { kind: 'failed', reason: t`the bytes are not hex` };
  let antelope: Awaited<ReturnType<typeof loadAntelope>>;
  try {
    antelope = await loadAntelope();
  } catch (e) {
    // Said rather than left loading: the next look at the page downloads it again.
    const why = e instanceof Error ? e.message : String(e);
    return { kind: 'failed', reason: t`the serializer could not be downloaded (${why})` };
  }
  const { ABI, ABIDecoder, Bytes, Serializer } = antelope;
  const bytes = Bytes.from(hex, 'hex').array;
  let lastError = '';
  for (const layout of TRANSACTION_LAYOUTS) {
    try {
      const abi = ABI.from(transactionAbi(layout));
      const decoder = new ABIDecoder(bytes);
      const value: unknown = Serializer.objectify(
        Serializer.decode({ data: decoder, abi, type: 'transaction' }),
      );
      if (decoder.canRead()) {
        lastError = t`${bytes.length - decoder.getPosition()} bytes left over`;
        continue;
      }
      if (!isJsonObject(value)) continue;
      const actions = readActions(value['actions']);
      const contextFreeActions = readActions(value['context_free_actions']);
      if (!actions || !contextFreeActions) continue;
      return {
        kind: 'decoded',
        transaction: {
          layout,
          expiration: String(value['expiration']),
          delaySec: Number(value['delay_sec']),
          actions,
          contextFreeActions,
        },
      };
    } catch (e) {
      lastError = e instanceof Error ? e.message : String(e);
    }
  }
  return { kind: 'failed', reason: lastError || t`not a transaction` };
}
