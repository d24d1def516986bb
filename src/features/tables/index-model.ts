import type { Abi, AbiTable } from '@/api/node-client';

/** One key field of an index: one bound input each. */
export interface IndexField {
  /** CyberWay: dotted order field (`balance._sym`); EOSIO: `''` (the key itself). */
  path: string;
  /** Value type, for validation and input hints: `name`, `uint64`, `symbol_code`, …, or an EOSIO key type. */
  type: string;
  order: 'asc' | 'desc';
}

export interface IndexChoice {
  /** What is sent as `index`: a CyberWay index name, or an EOSIO position (`primary`, `secondary`, …). */
  name: string;
  /** Shown in the picker. */
  label: string;
  unique: boolean;
  fields: IndexField[];
  /** EOSIO key type (`key_type`); `''` on CyberWay, whose nodes ignore it. */
  keyType: string;
  /** EOSIO secondary indexes: the ABI does not say their key type, so it is chosen. */
  keyTypeChosen: boolean;
}

export type TableFamily = 'cyberway' | 'eosio';

export interface TableModel {
  family: TableFamily;
  table: AbiTable;
  /** How the node reads `scope`: `name` unless the ABI says otherwise. */
  scopeType: string;
  rowType: string;
  /** Field names of the row struct (base fields first), for columns. */
  columns: string[];
  indexes: IndexChoice[];
}

/** EOSIO key types of get_table_rows (`key_type`). */
export const EOSIO_KEY_TYPES = [
  'i64',
  'i128',
  'i256',
  'float64',
  'float128',
  'sha256',
  'ripemd160',
  'name',
] as const;

const POSITIONS = [
  'primary',
  'secondary',
  'tertiary',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
] as const;

function baseType(type: string): string {
  return type.replace(/(\[\]|\?|\$)+$/, '');
}

/** Follows aliases to a type the serializer knows (stops on loops). */
function resolveAlias(abi: Abi, type: string): string {
  let current = baseType(type);
  const seen = new Set<string>();
  while (!seen.has(current)) {
    seen.add(current);
    const alias = abi.types.find((t) => t.new_type_name === current);
    if (!alias) break;
    current = baseType(alias.type);
  }
  return current;
}

/** Fields of a struct including its bases', base first. */
export function rowFields(abi: Abi, struct: string): { name: string; type: string }[] {
  const chain: Abi['structs'] = [];
  const seen = new Set<string>();
  let current: string | undefined = resolveAlias(abi, struct);
  while (current && !seen.has(current)) {
    seen.add(current);
    const s = abi.structs.find((x) => x.name === current);
    if (!s) break;
    chain.unshift(s);
    current = s.base ? resolveAlias(abi, s.base) : undefined;
  }
  return chain.flatMap((s) => s.fields);
}

/** The value type at a dotted path of a row (`balance._sym` → `symbol_code`). */
export function fieldType(abi: Abi, rowType: string, path: string): string {
  let type = resolveAlias(abi, rowType);
  for (const part of path.split('.')) {
    if (type === 'asset') {
      if (part === '_sym') return 'symbol_code';
      if (part === '_amount') return 'int64';
      if (part === '_decs') return 'uint8';
    }
    if (type === 'symbol') {
      if (part === '_sym') return 'symbol_code';
      if (part === '_decs') return 'uint8';
    }
    const field = rowFields(abi, type).find((f) => f.name === part);
    if (!field) return 'unknown';
    type = resolveAlias(abi, field.type);
  }
  return type;
}

function eosioPrimaryKeyType(table: AbiTable): string {
  const t = (table.index_type ?? 'i64').trim();
  return t === 'uint64' || t === '' ? 'i64' : t;
}

/**
 * The table as the browser offers it: CyberWay tables by named index, one bound input per order
 * field; EOSIO tables by position (primary plus up to nine secondary indexes), one scalar bound
 * of the chosen key type. `chosenKeyType` is the URL's key_type for EOSIO secondary indexes.
 */
export function describeTable(abi: Abi, tableName: string, chosenKeyType = ''): TableModel | null {
  const table = abi.tables.find((t) => t.name === tableName);
  if (!table) return null;
  const cyberway = abi.version.startsWith('cyberway::') || table.indexes.length > 0;
  const columns = rowFields(abi, table.type).map((f) => f.name);
  if (cyberway) {
    return {
      family: 'cyberway',
      table,
      scopeType: table.scope_type ?? 'name',
      rowType: table.type,
      columns,
      indexes: table.indexes.map((idx) => ({
        name: idx.name,
        label: `${idx.name} (${idx.orders.map((o) => (o.order === 'desc' ? `${o.field} ↓` : o.field)).join(', ')})`,
        unique: idx.unique,
        keyType: '',
        keyTypeChosen: false,
        fields: idx.orders.map((o) => ({
          path: o.field,
          type: fieldType(abi, table.type, o.field),
          order: o.order === 'desc' ? 'desc' : 'asc',
        })),
      })),
    };
  }
  const primaryKey = eosioPrimaryKeyType(table);
  const secondaryKey = (EOSIO_KEY_TYPES as readonly string[]).includes(chosenKeyType)
    ? chosenKeyType
    : 'i64';
  return {
    family: 'eosio',
    table,
    scopeType: 'name',
    rowType: table.type,
    columns,
    indexes: POSITIONS.map((pos, i) => {
      const keyType = i === 0 ? primaryKey : secondaryKey;
      return {
        name: pos,
        label: i === 0 ? `primary (${primaryKey})` : `${pos} (position ${i + 1})`,
        unique: i === 0,
        keyType,
        keyTypeChosen: i > 0,
        fields: [{ path: '', type: keyType, order: 'asc' }],
      };
    }),
  };
}

/** The index a search names (`''` = the first/primary), or null when the table has no such index. */
export function findIndex(model: TableModel, name: string): IndexChoice | null {
  if (name === '' || name === 'primary') return model.indexes[0] ?? null;
  return model.indexes.find((i) => i.name === name) ?? null;
}
