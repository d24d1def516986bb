import type { Abi } from '@/api/node-client';
import { ABI_BUILTIN_TYPES } from '@/lib/abi-builtin-types';

/**
 * Scalar types of the ABI serializer (what a single input can hold): every built-in type but
 * extended_asset, which has fields.
 */
const SCALAR_TYPES = new Set([...ABI_BUILTIN_TYPES].filter((t) => t !== 'extended_asset'));

export interface ShapeField {
  name: string;
  type: string;
}

/** One level of a type: what a form shows for it. */
export type TypeShape =
  | { kind: 'scalar'; type: string }
  | { kind: 'array'; item: string }
  | { kind: 'optional'; inner: string }
  | { kind: 'extension'; inner: string }
  | { kind: 'struct'; name: string; fields: ShapeField[] }
  | { kind: 'variant'; name: string; types: string[] }
  | { kind: 'unknown'; type: string };

/** extended_asset is built in but has fields; the form treats it as a struct. */
const EXTENDED_ASSET: ShapeField[] = [
  { name: 'quantity', type: 'asset' },
  { name: 'contract', type: 'name' },
];

function structFields(abi: Abi, name: string, seen: Set<string>): ShapeField[] | null {
  const s = abi.structs.find((x) => x.name === name);
  if (!s) return null;
  if (seen.has(name)) return [];
  seen.add(name);
  const base = s.base ? shapeOf(abi, s.base) : null;
  const inherited = base?.kind === 'struct' ? (structFields(abi, base.name, seen) ?? []) : [];
  return [...inherited, ...s.fields];
}

/**
 * What a type is, one level deep: suffixes first (`$` binary extension, `?` optional, `[]`
 * array), then aliases (followed), structs (base fields first), variants and scalars.
 */
export function shapeOf(abi: Abi, type: string, depth = 0): TypeShape {
  const t = type.trim();
  if (t.endsWith('$')) return { kind: 'extension', inner: t.slice(0, -1) };
  if (t.endsWith('?')) return { kind: 'optional', inner: t.slice(0, -1) };
  if (t.endsWith('[]')) return { kind: 'array', item: t.slice(0, -2) };
  const alias = abi.types.find((x) => x.new_type_name === t);
  if (alias && depth < 32) return shapeOf(abi, alias.type, depth + 1);
  const fields = structFields(abi, t, new Set());
  if (fields) return { kind: 'struct', name: t, fields };
  const variant = abi.variants.find((v) => v.name === t);
  if (variant) return { kind: 'variant', name: t, types: variant.types };
  if (t === 'extended_asset') return { kind: 'struct', name: t, fields: EXTENDED_ASSET };
  if (SCALAR_TYPES.has(t)) return { kind: 'scalar', type: t };
  return { kind: 'unknown', type: t };
}
