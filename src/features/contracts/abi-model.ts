import type { Abi } from '@/api/node-client';
import { ABI_BUILTIN_TYPES } from '@/lib/abi-builtin-types';

/** A type name split into its base and suffixes: `name[]` → array, `uint32$` → binary extension. */
export interface TypeSuffixes {
  base: string;
  /** Text after the base, e.g. `[]?`. */
  suffix: string;
}

export function splitTypeName(type: string): TypeSuffixes {
  const m = /^(.*?)((?:\[\]|\?|\$)*)$/.exec(type.trim());
  return { base: m?.[1] ?? type, suffix: m?.[2] ?? '' };
}

export type TypeKind = 'builtin' | 'alias' | 'struct' | 'variant' | 'unknown';

export function typeKind(abi: Abi, base: string): TypeKind {
  if (abi.structs.some((s) => s.name === base)) return 'struct';
  if (abi.variants.some((v) => v.name === base)) return 'variant';
  if (abi.types.some((t) => t.new_type_name === base)) return 'alias';
  if (ABI_BUILTIN_TYPES.has(base)) return 'builtin';
  return 'unknown';
}

/**
 * Follows aliases (`types`) from `base` to the type they stand for, e.g. `account_name` → `name`.
 * Returns every step after the first; stops on a loop.
 */
export function aliasChain(abi: Abi, base: string): string[] {
  const chain: string[] = [];
  const seen = new Set([base]);
  let current = base;
  for (;;) {
    const alias = abi.types.find((t) => t.new_type_name === current);
    if (!alias) return chain;
    chain.push(alias.type);
    const next = splitTypeName(alias.type).base;
    if (seen.has(next)) return chain;
    seen.add(next);
    current = next;
  }
}

export interface ResolvedField {
  name: string;
  type: string;
  /** The struct declaring the field (a base struct for inherited fields). */
  from: string;
}

/** All fields of a struct, base structs' first, as the serializer packs them. */
export function structFields(abi: Abi, name: string): ResolvedField[] {
  const chain: Abi['structs'] = [];
  const seen = new Set<string>();
  let current: string | undefined = name;
  while (current && !seen.has(current)) {
    seen.add(current);
    const s = abi.structs.find((x) => x.name === current);
    if (!s) break;
    chain.unshift(s);
    current = s.base ? splitTypeName(s.base).base : undefined;
  }
  return chain.flatMap((s) => s.fields.map((f) => ({ name: f.name, type: f.type, from: s.name })));
}

/** The HTML id of a definition, so types can link to it. */
export function definitionId(kind: 'struct' | 'variant' | 'alias', name: string): string {
  return `abi-${kind}-${name.replace(/[^A-Za-z0-9_.-]/g, '_')}`;
}

/** Types that an ABI uses but neither defines nor gets from the serializer. */
export function unknownTypes(abi: Abi): string[] {
  const used = new Set<string>();
  const add = (t: string) => {
    if (t) used.add(splitTypeName(t).base);
  };
  abi.types.forEach((t) => add(t.type));
  abi.structs.forEach((s) => {
    add(s.base);
    s.fields.forEach((f) => add(f.type));
  });
  abi.actions.forEach((a) => add(a.type));
  abi.events.forEach((e) => add(e.type));
  abi.tables.forEach((t) => add(t.type));
  abi.variants.forEach((v) => v.types.forEach(add));
  return [...used].filter((t) => typeKind(abi, t) === 'unknown').sort();
}
