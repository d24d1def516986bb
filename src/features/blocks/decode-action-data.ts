import type { Abi, JsonObject } from '@/api/node-client';
import { isJsonObject } from '@/api/schemas/common';

export type ActionDecodeResult =
  { kind: 'decoded'; args: JsonObject } | { kind: 'failed'; reason: string };

/**
 * Unpacks hex action arguments in the browser with the contract's ABI. The serializer
 * (@wharfkit/antelope) is loaded on first use only, so it never weighs on the first page.
 * CyberWay prints public keys with the legacy `GLS` prefix, so decoded keys are shown that way.
 */
export async function decodeActionData(
  abi: Abi,
  action: string,
  hex: string,
): Promise<ActionDecodeResult> {
  const def = abi.actions.find((a) => a.name === action);
  if (!def) return { kind: 'failed', reason: `the ABI has no action "${action}"` };
  if (!/^([0-9a-fA-F]{2})*$/.test(hex)) return { kind: 'failed', reason: 'the data is not hex' };
  const { ABI, ABIDecoder, Bytes, KeyType, PublicKey, Serializer } =
    await import('@wharfkit/antelope');
  try {
    const wharfAbi = ABI.from({
      version: abi.version,
      types: abi.types,
      structs: abi.structs,
      actions: abi.actions.map((a) => ({ name: a.name, type: a.type, ricardian_contract: '' })),
      variants: abi.variants,
      tables: [],
    });
    const decoder = new ABIDecoder(Bytes.from(hex, 'hex').array);
    const value: unknown = Serializer.objectify(
      Serializer.decode({ data: decoder, abi: wharfAbi, type: def.type }),
    );
    if (decoder.canRead()) {
      const left = Bytes.from(hex, 'hex').length - decoder.getPosition();
      const bytes = left === 1 ? '1 byte is' : `${left} bytes are`;
      return { kind: 'failed', reason: `${bytes} left over after the "${def.type}" struct` };
    }
    const shown = legacyKeys(value, (key) => {
      try {
        const pk = PublicKey.from(key);
        return pk.type === KeyType.K1 ? pk.toLegacyString('GLS') : key;
      } catch {
        return key;
      }
    });
    if (!isJsonObject(shown)) return { kind: 'failed', reason: 'the arguments are not a struct' };
    return { kind: 'decoded', args: shown };
  } catch (e) {
    return { kind: 'failed', reason: e instanceof Error ? e.message : String(e) };
  }
}

function legacyKeys(value: unknown, convert: (key: string) => string): unknown {
  if (typeof value === 'string') return value.startsWith('PUB_K1_') ? convert(value) : value;
  if (Array.isArray(value)) return value.map((v) => legacyKeys(v, convert));
  if (isJsonObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, legacyKeys(v, convert)]));
  }
  return value;
}
