import { plural, t } from '@lingui/core/macro';
import type { Abi, JsonObject } from '@/api/node-client';
import { isJsonObject } from '@/api/json-object';
import { loadAntelope } from '@/lib/antelope';
import { toWharfAbi, withLegacyKeys } from '@/lib/antelope-abi';

export type DecodeOutcome = { ok: true; value: JsonObject } | { ok: false; message: string };
export type RowDecoder = (hex: string) => DecodeOutcome;

/**
 * A decoder of packed rows of `rowType`, built from the contract's ABI with the serializer
 * (@wharfkit/antelope), which is loaded only now. Results are cached per hex string. Public keys
 * are shown the way the chain prints them (`GLS…` on CyberWay, `EOS…` elsewhere).
 */
export async function createRowDecoder(abi: Abi, rowType: string): Promise<RowDecoder> {
  const antelope = await loadAntelope();
  const { ABIDecoder, Bytes, Serializer } = antelope;
  const wharfAbi = toWharfAbi(antelope, abi);
  const cache = new Map<string, DecodeOutcome>();
  return (hex) => {
    const hit = cache.get(hex);
    if (hit) return hit;
    let outcome: DecodeOutcome;
    if (!/^([0-9a-fA-F]{2})*$/.test(hex)) {
      outcome = { ok: false, message: t`not hex` };
    } else {
      try {
        const bytes = Bytes.from(hex, 'hex').array;
        const decoder = new ABIDecoder(bytes);
        const value = withLegacyKeys(
          antelope,
          abi,
          Serializer.objectify(Serializer.decode({ data: decoder, abi: wharfAbi, type: rowType })),
        );
        if (decoder.canRead()) {
          outcome = {
            ok: false,
            message: plural(bytes.length - decoder.getPosition(), {
              one: `# byte left over after ${rowType}`,
              other: `# bytes left over after ${rowType}`,
            }),
          };
        } else if (!isJsonObject(value)) {
          outcome = { ok: false, message: t`${rowType} is not a struct` };
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
