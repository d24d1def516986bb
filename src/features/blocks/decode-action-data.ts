import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Abi, JsonObject } from '@/api/node-client';
import { isJsonObject } from '@/api/json-object';
import { loadAntelope } from '@/lib/antelope';
import { toWharfAbi, withLegacyKeys } from '@/lib/antelope-abi';

/**
 * Why the bytes stay raw: a message read when shown (the result is cached across a change of
 * language), or the serializer's own words.
 */
export type DecodeFailureReason = MessageDescriptor | string;

export type ActionDecodeResult =
  { kind: 'decoded'; args: JsonObject } | { kind: 'failed'; reason: DecodeFailureReason };

/**
 * Unpacks hex action arguments in the browser with the contract's ABI. The serializer
 * (@wharfkit/antelope) is loaded on first use only, so it never weighs on the first page.
 * Public keys are shown the way the chain prints them (`GLS…` on CyberWay).
 */
export async function decodeActionData(
  abi: Abi,
  action: string,
  hex: string,
): Promise<ActionDecodeResult> {
  const def = abi.actions.find((a) => a.name === action);
  if (!def) return { kind: 'failed', reason: msg`the ABI has no action "${action}"` };
  if (!/^([0-9a-fA-F]{2})*$/.test(hex)) return { kind: 'failed', reason: msg`the data is not hex` };
  const antelope = await loadAntelope();
  const { ABIDecoder, Bytes, Serializer } = antelope;
  try {
    const wharfAbi = toWharfAbi(antelope, abi);
    const decoder = new ABIDecoder(Bytes.from(hex, 'hex').array);
    const value: unknown = Serializer.objectify(
      Serializer.decode({ data: decoder, abi: wharfAbi, type: def.type }),
    );
    if (decoder.canRead()) {
      const left = Bytes.from(hex, 'hex').length - decoder.getPosition();
      const type = def.type;
      return {
        kind: 'failed',
        reason: msg`${plural(left, {
          one: `# byte is left over after the "${type}" struct`,
          other: `# bytes are left over after the "${type}" struct`,
        })}`,
      };
    }
    const shown = withLegacyKeys(antelope, abi, value);
    if (!isJsonObject(shown)) {
      return { kind: 'failed', reason: msg`the arguments are not a struct` };
    }
    return { kind: 'decoded', args: shown };
  } catch (e) {
    return { kind: 'failed', reason: e instanceof Error ? e.message : String(e) };
  }
}
