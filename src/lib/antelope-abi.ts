import type * as Antelope from '@wharfkit/antelope';
import type { Abi } from '@/api/node-client';
import { isJsonObject } from '@/api/json-object';

/*
 * What every in-browser decoder (action arguments, table rows, the ABI tools) does with the
 * serializer. The serializer itself is passed in: it is heavy, so each caller loads it only when
 * it is first needed, and this module never pulls it into a chunk.
 */

/** The node's ABI as the serializer takes it (it reads only types, structs, actions, variants). */
export function toWharfAbi({ ABI }: Pick<typeof Antelope, 'ABI'>, abi: Abi): Antelope.ABI {
  return ABI.from({
    version: 'eosio::abi/1.1',
    types: abi.types,
    structs: abi.structs,
    actions: abi.actions.map((a) => ({ name: a.name, type: a.type, ricardian_contract: '' })),
    variants: abi.variants,
    tables: [],
  });
}

/**
 * A decoded value with every K1 public key printed the way its chain prints keys: `GLS…` for a
 * CyberWay ABI, `EOS…` otherwise. The serializer writes `PUB_K1_…`, which neither chain's
 * users would recognise as their key.
 */
export function withLegacyKeys(
  { KeyType, PublicKey }: Pick<typeof Antelope, 'KeyType' | 'PublicKey'>,
  abi: Pick<Abi, 'version'>,
  value: unknown,
): unknown {
  const prefix = abi.version.startsWith('cyberway::') ? 'GLS' : 'EOS';
  const legacy = (key: string) => {
    try {
      const pk = PublicKey.from(key);
      return pk.type === KeyType.K1 ? pk.toLegacyString(prefix) : key;
    } catch {
      return key;
    }
  };
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return v.startsWith('PUB_K1_') ? legacy(v) : v;
    if (Array.isArray(v)) return v.map(walk);
    if (isJsonObject(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value);
}
