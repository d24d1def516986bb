import type { AbiIndex, AbiStruct } from './cyberway-abi.ts';

/*
 * Shorthands the contracts' ABIs are written with: a struct from (name, type) pairs, an index
 * from its fields (`-field`: descending), actions named as their structs.
 */

type Field = readonly [name: string, type: string];

export function struct(name: string, fields: readonly Field[], base = ''): AbiStruct {
  return { name, base, fields: fields.map(([n, t]) => ({ name: n, type: t })) };
}

export function index(name: string, fields: readonly string[], unique = true): AbiIndex {
  return {
    name,
    unique,
    orders: fields.map((f) =>
      f.startsWith('-')
        ? { field: f.slice(1), order: 'desc' as const }
        : { field: f, order: 'asc' as const },
    ),
  };
}

export function actions(...names: readonly string[]): { name: string; type: string }[] {
  return names.map((n) => ({ name: n, type: n }));
}
