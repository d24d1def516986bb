import type { Abi, JsonObject } from '@/api/node-client';
import { isJsonObject } from '@/api/schemas/common';

export type DecodeOutcome = { ok: true; value: JsonObject } | { ok: false; message: string };
export type RowDecoder = (hex: string) => DecodeOutcome;

/**
 * A decoder of packed rows of `rowType`, built from the contract's ABI with the serializer
 * (@wharfkit/antelope), which is loaded only now. Results are cached per hex string. Public keys
 * are shown the way the chain prints them (`GLS…` on CyberWay, `EOS…` elsewhere).
 */
export async function createRowDecoder(abi: Abi, rowType: string): Promise<RowDecoder> {
  const { ABI, ABIDecoder, Bytes, KeyType, PublicKey, Serializer } =
    await import('@wharfkit/antelope');
  const wharfAbi = ABI.from({
    version: 'eosio::abi/1.1',
    types: abi.types,
    structs: abi.structs,
    actions: abi.actions.map((a) => ({ name: a.name, type: a.type, ricardian_contract: '' })),
    variants: abi.variants,
    tables: [],
  });
  const prefix = abi.version.startsWith('cyberway::') ? 'GLS' : 'EOS';
  const legacy = (key: string) => {
    try {
      const pk = PublicKey.from(key);
      return pk.type === KeyType.K1 ? pk.toLegacyString(prefix) : key;
    } catch {
      return key;
    }
  };
  const cache = new Map<string, DecodeOutcome>();
  return (hex) => {
    const hit = cache.get(hex);
    if (hit) return hit;
    let outcome: DecodeOutcome;
    if (!/^([0-9a-fA-F]{2})*$/.test(hex)) {
      outcome = { ok: false, message: 'not hex' };
    } else {
      try {
        const bytes = Bytes.from(hex, 'hex').array;
        const decoder = new ABIDecoder(bytes);
        const value = convertKeys(
          Serializer.objectify(Serializer.decode({ data: decoder, abi: wharfAbi, type: rowType })),
          legacy,
        );
        if (decoder.canRead()) {
          outcome = {
            ok: false,
            message: `${bytes.length - decoder.getPosition()} bytes left over after ${rowType}`,
          };
        } else if (!isJsonObject(value)) {
          outcome = { ok: false, message: `${rowType} is not a struct` };
        } else {
          outcome = { ok: true, value };
        }
      } catch (e) {
        outcome = { ok: false, message: e instanceof Error ? e.message : String(e) };
      }
    }
    cache.set(hex, outcome);
    return outcome;
  };
}

function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (typeof value === 'string') return value.startsWith('PUB_K1_') ? convert(value) : value;
  if (Array.isArray(value)) return value.map((v) => convertKeys(v, convert));
  if (isJsonObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, convertKeys(v, convert)]));
  }
  return value;
}
