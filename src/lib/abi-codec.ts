import { plural, t } from '@lingui/core/macro';
import type { Abi } from '@/api/node-client';
import { loadAntelope } from '@/lib/antelope';
import { toWharfAbi, withLegacyKeys } from '@/lib/antelope-abi';

export type LocalResult<T> = { ok: true; value: T } | { ok: false; message: string };

async function wharfAbi(abi: Abi) {
  return toWharfAbi(await loadAntelope(), abi);
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
    return { ok: false, message: t`not hex (even number of 0-9a-f digits)` };
  try {
    const antelope = await loadAntelope();
    const { ABIDecoder, Bytes, Serializer } = antelope;
    const bytes = Bytes.from(hex, 'hex').array;
    const decoder = new ABIDecoder(bytes);
    const value: unknown = Serializer.objectify(
      Serializer.decode({ data: decoder, abi: await wharfAbi(abi), type }),
    );
    if (decoder.canRead()) {
      const left = bytes.length - decoder.getPosition();
      return {
        ok: false,
        message: plural(left, {
          one: `# byte is left over after ${type}`,
          other: `# bytes are left over after ${type}`,
        }),
      };
    }
    return { ok: true, value: withLegacyKeys(antelope, abi, value) };
  } catch (e) {
    return { ok: false, message: message(e) };
  }
}
