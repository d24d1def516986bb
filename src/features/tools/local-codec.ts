import type { Abi } from '@/api/node-client';
import { isJsonObject } from '@/api/schemas/common';
import { loadAntelope } from './antelope';

export type LocalResult<T> = { ok: true; value: T } | { ok: false; message: string };

async function wharfAbi(abi: Abi) {
  const { ABI } = await loadAntelope();
  return ABI.from({
    version: 'eosio::abi/1.1',
    types: abi.types,
    structs: abi.structs,
    actions: abi.actions.map((a) => ({ name: a.name, type: a.type, ricardian_contract: '' })),
    variants: abi.variants,
    tables: [],
  });
}

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** Packs arguments of `type` in the browser with the contract's ABI; hex. */
export async function encodeLocally(
  abi: Abi,
  type: string,
  args: unknown,
): Promise<LocalResult<string>> {
  try {
    const { Serializer } = await loadAntelope();
    const hex = Serializer.encode({ object: args, abi: await wharfAbi(abi), type }).hexString;
    return { ok: true, value: hex };
  } catch (e) {
    return { ok: false, message: message(e) };
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

/**
 * Unpacks hex arguments of `type` in the browser; fails on leftover bytes, as nodes do. Keys are
 * printed the chain's way (`GLS…` on CyberWay).
 */
export async function decodeLocally(
  abi: Abi,
  type: string,
  hex: string,
): Promise<LocalResult<unknown>> {
  if (!/^([0-9a-fA-F]{2})*$/.test(hex))
    return { ok: false, message: 'not hex (even number of 0-9a-f digits)' };
  try {
    const { ABIDecoder, Bytes, KeyType, PublicKey, Serializer } = await loadAntelope();
    const bytes = Bytes.from(hex, 'hex').array;
    const decoder = new ABIDecoder(bytes);
    const value: unknown = Serializer.objectify(
      Serializer.decode({ data: decoder, abi: await wharfAbi(abi), type }),
    );
    if (decoder.canRead()) {
      const left = bytes.length - decoder.getPosition();
      return {
        ok: false,
        message: `${left} ${left === 1 ? 'byte is' : 'bytes are'} left over after ${type}`,
      };
    }
    const prefix = abi.version.startsWith('cyberway::') ? 'GLS' : 'EOS';
    return {
      ok: true,
      value: legacyKeys(value, (key) => {
        try {
          const pk = PublicKey.from(key);
          return pk.type === KeyType.K1 ? pk.toLegacyString(prefix) : key;
        } catch {
          return key;
        }
      }),
    };
  } catch (e) {
    return { ok: false, message: message(e) };
  }
}

/** Index of the first differing byte of two hex strings, or -1 when they are equal. */
export function firstDifference(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x === y) return -1;
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i += 2) if (x.slice(i, i + 2) !== y.slice(i, i + 2)) return i / 2;
  return n / 2;
}
