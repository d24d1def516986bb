import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import {
  buildBound,
  decodeBoundText,
  encodeBoundText,
  scopeProblem,
  type BoundTexts,
  type FieldProblem,
} from './bound-values';
import { FieldInput } from './field-input';
import {
  EOSIO_KEY_TYPES,
  describeTable,
  findIndex,
  type IndexChoice,
  type TableModel,
} from './index-model';
import type { Abi } from '@/api/node-client';
import { MAX_LIMIT, type TableSearch } from './table-search';

export interface TableQueryFormProps {
  abi: Abi;
  model: TableModel;
  search: TableSearch;
  /** Scope used when the URL gives none. */
  defaultScope: string;
  onSubmit: (next: TableSearch) => void;
}

const SELECT =
  'mt-1 w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-teal-600 dark:border-slate-600 dark:bg-slate-900';
const CHECK = 'flex items-center gap-2 text-sm';

interface Problems {
  scope?: string;
  limit?: string;
  lower: FieldProblem[];
  upper: FieldProblem[];
}

const TYPE_EXAMPLES: Record<string, string> = {
  name: 'alice',
  symbol_code: 'CYBER',
  uint64: '42',
  int64: '-5',
  time_point_sec: '2024-01-31T12:00:00',
  asset: '1.0000 CYBER',
};

function fieldLabel(index: IndexChoice, path: string): string {
  return path === '' ? `key (${index.keyType})` : path;
}

/**
 * The query: scope, index, key type, bounds (one input per index field), limit, reverse,
 * show_payer, JSON or hex rows, encode_type. Values are checked here before anything is sent.
 */
export function TableQueryForm({
  abi,
  model,
  search,
  defaultScope,
  onSubmit,
}: TableQueryFormProps) {
  const uid = useId();
  const [scope, setScope] = useState(search.scope ?? defaultScope);
  const [indexName, setIndexName] = useState(
    (findIndex(model, search.index) ?? model.indexes[0])?.name ?? '',
  );
  const [keyType, setKeyType] = useState(search.keyType);
  const initialIndex = findIndex(model, search.index);
  const [lower, setLower] = useState<BoundTexts>(() =>
    initialIndex ? decodeBoundText(search.lower, initialIndex) : {},
  );
  const [upper, setUpper] = useState<BoundTexts>(() =>
    initialIndex ? decodeBoundText(search.upper, initialIndex) : {},
  );
  const [limit, setLimit] = useState(String(search.limit));
  const [reverse, setReverse] = useState(search.reverse);
  const [showPayer, setShowPayer] = useState(search.showPayer);
  const [json, setJson] = useState(search.json);
  const [encodeType, setEncodeType] = useState(search.encodeType);
  const [problems, setProblems] = useState<Problems | null>(null);

  // The key type chosen for an EOSIO secondary index changes its bound type.
  const liveModel =
    model.family === 'eosio' ? (describeTable(abi, model.table.name, keyType) ?? model) : model;
  const index = findIndex(liveModel, indexName) ?? liveModel.indexes[0];
  if (!index) return <p className="text-sm">This table declares no index to read it by.</p>;

  const handleIndex = (name: string) => {
    setIndexName(name);
    setLower({});
    setUpper({});
    setProblems(null);
  };

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found: Problems = { lower: [], upper: [] };
    const scopeError = scopeProblem(liveModel.scopeType, liveModel.family, scope);
    if (scopeError) found.scope = scopeError;
    const n = Number(limit);
    if (!/^\d+$/.test(limit.trim()) || n < 1 || n > MAX_LIMIT) {
      found.limit = t`must be a whole number from 1 to ${MAX_LIMIT}`;
    }
    const lo = buildBound(lower, index, liveModel.family, 'lower', encodeType);
    const hi = buildBound(upper, index, liveModel.family, 'upper', encodeType);
    if (!lo.ok) found.lower = lo.problems;
    if (!hi.ok) found.upper = hi.problems;
    if (found.scope || found.limit || found.lower.length || found.upper.length) {
      setProblems(found);
      return;
    }
    setProblems(null);
    onSubmit({
      scope: scope.trim(),
      index: index.name === liveModel.indexes[0]?.name ? '' : index.name,
      keyType: liveModel.family === 'eosio' && index.keyTypeChosen ? keyType : '',
      lower: encodeBoundText(lower, index),
      upper: encodeBoundText(upper, index),
      limit: n,
      reverse,
      json,
      showPayer,
      encodeType,
    });
  };

  const problemFor = (list: FieldProblem[] | undefined, path: string) =>
    list?.find((p) => p.path === path)?.message ?? null;
  const summary = problems
    ? [
        ...(problems.scope ? [t`Scope ${problems.scope}`] : []),
        ...(problems.limit ? [t`Limit ${problems.limit}`] : []),
        ...problems.lower.map((p) => {
          const field = fieldLabel(index, p.path);
          return t`Lower bound › ${field}: ${p.message}`;
        }),
        ...problems.upper.map((p) => {
          const field = fieldLabel(index, p.path);
          return t`Upper bound › ${field}: ${p.message}`;
        }),
      ]
    : [];

  const boundInputs = (which: 'lower' | 'upper') => {
    const texts = which === 'lower' ? lower : upper;
    const set = which === 'lower' ? setLower : setUpper;
    return (
      <fieldset className="min-w-0 rounded-md border border-slate-200 p-3 dark:border-slate-700">
        <legend className="px-1 text-sm font-semibold">
          {which === 'lower' ? t`Lower bound (from)` : t`Upper bound (to, inclusive)`}
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {index.fields.map((f) => {
            const example =
              f.type === 'i64'
                ? t`42 or alice`
                : f.type === 'sha256'
                  ? t`64 hex digits`
                  : TYPE_EXAMPLES[f.type];
            return (
              <FieldInput
                key={`${index.name}-${f.path}`}
                id={`${uid}-${which}-${f.path || 'key'}`}
                label={fieldLabel(index, f.path)}
                hint={`${f.type}${f.order === 'desc' ? t`, descending` : ''}${example ? ` · ${t`e.g. ${example}`}` : ''}`}
                value={texts[f.path] ?? ''}
                onChange={(v) => set({ ...texts, [f.path]: v })}
                error={problemFor(which === 'lower' ? problems?.lower : problems?.upper, f.path)}
              />
            );
          })}
        </div>
      </fieldset>
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t`Table query`} className="space-y-3">
      {summary.length > 0 ? (
        <div
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-950 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100"
        >
          <p className="font-semibold">
            <Trans>Nothing was sent: fix the query first.</Trans>
          </p>
          <ul className="mt-1 list-disc pl-5">
            {summary.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FieldInput
          id={`${uid}-scope`}
          label={t`Scope`}
          hint={`${liveModel.scopeType} · ${liveModel.scopeType === 'symbol_code' ? t`e.g. CYBER` : t`e.g. an account`}`}
          value={scope}
          onChange={setScope}
          error={problems?.scope ?? null}
        />
        <div>
          <label htmlFor={`${uid}-index`} className="block text-sm font-medium">
            <Trans>Index</Trans>
          </label>
          <span className="block text-xs text-slate-600 dark:text-slate-300">
            {liveModel.family === 'cyberway' ? t`by name, as the ABI declares it` : t`by position`}
          </span>
          <select
            id={`${uid}-index`}
            className={SELECT}
            value={index.name}
            onChange={(e) => handleIndex(e.target.value)}
          >
            {liveModel.indexes.map((i) => (
              <option key={i.name} value={i.name}>
                {i.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${uid}-keytype`} className="block text-sm font-medium">
            <Trans>Key type</Trans>
          </label>
          <span className="block text-xs text-slate-600 dark:text-slate-300">
            {liveModel.family === 'cyberway'
              ? t`from the index fields`
              : index.keyTypeChosen
                ? t`key_type of this secondary index`
                : t`index_type of the table`}
          </span>
          {liveModel.family === 'eosio' && index.keyTypeChosen ? (
            <select
              id={`${uid}-keytype`}
              className={SELECT}
              value={index.keyType}
              onChange={(e) => {
                setKeyType(e.target.value);
                setLower({});
                setUpper({});
              }}
            >
              {EOSIO_KEY_TYPES.map((k) => (
                <option key={k} value={k}>
                  {k}
                </option>
              ))}
            </select>
          ) : (
            <output
              id={`${uid}-keytype`}
              className="mt-1 block rounded-md border border-transparent px-2 py-1.5 font-mono text-sm"
            >
              {liveModel.family === 'cyberway'
                ? index.fields.map((f) => f.type).join(', ')
                : index.keyType}
            </output>
          )}
        </div>
        <FieldInput
          id={`${uid}-limit`}
          label={t`Limit`}
          hint={t`rows per request, 1–${MAX_LIMIT}`}
          value={limit}
          onChange={setLimit}
          inputMode="numeric"
          error={problems?.limit ?? null}
        />
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        {boundInputs('lower')}
        {boundInputs('upper')}
      </div>
      {liveModel.family === 'cyberway' && index.fields.length > 1 ? (
        <p className="text-xs text-slate-600 dark:text-slate-300">
          <Trans>
            Fill the fields in index order. Fields left empty after the last one you fill are
            completed with their lowest value (lower bound) or highest value (upper bound), so{' '}
            <span className="font-mono">{index.fields[0]?.path}</span> alone selects every row with
            that value.
          </Trans>
        </p>
      ) : null}
      <div className="flex flex-wrap items-end gap-x-6 gap-y-2">
        <label className={CHECK}>
          <input type="checkbox" checked={reverse} onChange={(e) => setReverse(e.target.checked)} />
          <Trans>Reverse order</Trans>
        </label>
        <label className={CHECK}>
          <input
            type="checkbox"
            checked={showPayer}
            onChange={(e) => setShowPayer(e.target.checked)}
          />
          <Trans>Show RAM payer</Trans>
        </label>
        <label className={CHECK}>
          <input type="checkbox" checked={!json} onChange={(e) => setJson(!e.target.checked)} />
          <Trans>Raw hex rows (json: false)</Trans>
        </label>
        <div>
          <label htmlFor={`${uid}-encode`} className="block text-sm font-medium">
            <Trans>Encode type</Trans>
          </label>
          <select
            id={`${uid}-encode`}
            className={SELECT}
            value={encodeType}
            onChange={(e) => setEncodeType(e.target.value === 'hex' ? 'hex' : 'dec')}
          >
            <option value="dec">dec</option>
            <option value="hex">hex</option>
          </select>
        </div>
        <button
          type="submit"
          className="rounded-md bg-teal-700 px-4 py-2 text-sm font-medium text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 dark:bg-teal-700 dark:hover:bg-teal-800"
        >
          <Trans>Query rows</Trans>
        </button>
      </div>
      {liveModel.family === 'cyberway' ? (
        <p className="text-xs text-slate-600 dark:text-slate-300">
          <Trans>
            CyberWay nodes always answer with JSON rows and ignore the key and encode types; other
            nodes (and the dev node) honour them.
          </Trans>
        </p>
      ) : null}
    </form>
  );
}
