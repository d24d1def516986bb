/** Everything a table query is made of, as it lives in the URL (`?scope=&index=&lower=…`). */
export interface TableSearch {
  /** null: not in the URL (the page picks a default). */
  scope: string | null;
  /** Index name (CyberWay) or position (`secondary`, EOSIO); `''` = primary. */
  index: string;
  /** EOSIO key type of the index (`i64`, `name`, `sha256`, …); `''` = the index's own. */
  keyType: string;
  /** Raw bound text: a scalar, or a JSON object keyed by index field for multi-field indexes. */
  lower: string;
  upper: string;
  limit: number;
  reverse: boolean;
  /** Rows as JSON (true) or packed hex (false; EOSIO nodes and the dev node). */
  json: boolean;
  showPayer: boolean;
  encodeType: 'dec' | 'hex';
}

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 2000;

export const DEFAULT_SEARCH: TableSearch = {
  scope: null,
  index: '',
  keyType: '',
  lower: '',
  upper: '',
  limit: DEFAULT_LIMIT,
  reverse: false,
  json: true,
  showPayer: false,
  encodeType: 'dec',
};

function flag(value: string | null, fallback: boolean): boolean {
  if (value === null) return fallback;
  const v = value.trim().toLowerCase();
  if (v === '1' || v === 'true' || v === 'yes' || v === '') return v === '' ? fallback : true;
  if (v === '0' || v === 'false' || v === 'no') return false;
  return fallback;
}

/** Limit from the URL, clamped to 1…MAX_LIMIT; anything unreadable gives the default. */
export function parseLimit(value: string | null): number {
  if (value === null || !/^\s*\d+\s*$/.test(value)) return DEFAULT_LIMIT;
  const n = Number(value);
  return Math.min(MAX_LIMIT, Math.max(1, n));
}

export function parseTableSearch(params: URLSearchParams): TableSearch {
  const encode = params.get('encode_type');
  return {
    scope: params.get('scope'),
    index: params.get('index') ?? '',
    keyType: params.get('key_type') ?? '',
    lower: params.get('lower') ?? '',
    upper: params.get('upper') ?? '',
    limit: parseLimit(params.get('limit')),
    reverse: flag(params.get('reverse'), false),
    json: flag(params.get('json'), true),
    showPayer: flag(params.get('show_payer'), false),
    encodeType: encode === 'hex' ? 'hex' : 'dec',
  };
}

/** URL query of a search; defaults are left out so links stay short. */
export function tableSearchQuery(s: TableSearch): Record<string, string | undefined> {
  return {
    scope: s.scope ?? undefined,
    index: s.index && s.index !== 'primary' ? s.index : undefined,
    key_type: s.keyType || undefined,
    lower: s.lower || undefined,
    upper: s.upper || undefined,
    limit: s.limit !== DEFAULT_LIMIT ? String(s.limit) : undefined,
    reverse: s.reverse ? '1' : undefined,
    json: s.json ? undefined : '0',
    show_payer: s.showPayer ? '1' : undefined,
    encode_type: s.encodeType === 'hex' ? 'hex' : undefined,
  };
}
