import { t } from '@lingui/core/macro';
import type { TableRowsParams } from '@/api/node-client';
import {
  buildBound,
  decodeBoundText,
  encodeBoundText,
  scopeProblem,
  type BoundTexts,
  type FieldProblem,
} from './bound-values';
import { findIndex, type IndexChoice, type TableModel } from './index-model';
import { MAX_LIMIT, type TableSearch } from './table-search';

/** The query form's values as typed, before they are checked. */
export interface QueryDraft {
  scope: string;
  indexName: string;
  keyType: string;
  lower: BoundTexts;
  upper: BoundTexts;
  limit: string;
  reverse: boolean;
  showPayer: boolean;
  json: boolean;
  encodeType: TableSearch['encodeType'];
}

/** What keeps the form from sending, by field. */
export interface QueryProblems {
  scope?: string;
  limit?: string;
  lower: FieldProblem[];
  upper: FieldProblem[];
}

/** The form as the URL's search left it: the index it names (else the primary), its bounds. */
export function initialDraft(
  model: TableModel,
  search: TableSearch,
  defaultScope: string,
): QueryDraft {
  const initialIndex = findIndex(model, search.index);
  return {
    scope: search.scope ?? defaultScope,
    indexName: (initialIndex ?? model.indexes[0])?.name ?? '',
    keyType: search.keyType,
    lower: initialIndex ? decodeBoundText(search.lower, initialIndex) : {},
    upper: initialIndex ? decodeBoundText(search.upper, initialIndex) : {},
    limit: String(search.limit),
    reverse: search.reverse,
    showPayer: search.showPayer,
    json: search.json,
    encodeType: search.encodeType,
  };
}

/** A bound field's name; an EOSIO key has no path, so its type names it. */
export function fieldLabel(index: IndexChoice, path: string): string {
  return path === '' ? `key (${index.keyType})` : path;
}

/** The form checked: the search to put in the URL, or the problems to show. */
export function checkDraft(
  draft: QueryDraft,
  liveModel: TableModel,
  index: IndexChoice,
): { ok: true; search: TableSearch } | { ok: false; problems: QueryProblems } {
  const { scope, limit, lower, upper, encodeType, keyType } = draft;
  const found: QueryProblems = { lower: [], upper: [] };
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
    return { ok: false, problems: found };
  }
  return {
    ok: true,
    search: {
      scope: scope.trim(),
      index: index.name === liveModel.indexes[0]?.name ? '' : index.name,
      keyType: liveModel.family === 'eosio' && index.keyTypeChosen ? keyType : '',
      lower: encodeBoundText(lower, index),
      upper: encodeBoundText(upper, index),
      limit: n,
      reverse: draft.reverse,
      json: draft.json,
      showPayer: draft.showPayer,
      encodeType,
    },
  };
}

/** A bound's problems as sentences, each naming its field by `label`. */
function boundSentences(
  which: 'lower' | 'upper',
  problems: readonly FieldProblem[],
  label: (path: string) => string,
): string[] {
  return problems.map((p) => {
    const field = label(p.path);
    return which === 'lower'
      ? t`Lower bound › ${field}: ${p.message}`
      : t`Upper bound › ${field}: ${p.message}`;
  });
}

/** The problems as the sentences of the summary above the form. */
export function problemSummary(problems: QueryProblems, index: IndexChoice): string[] {
  return [
    ...(problems.scope ? [t`Scope ${problems.scope}`] : []),
    ...(problems.limit ? [t`Limit ${problems.limit}`] : []),
    ...boundSentences('lower', problems.lower, (path) => fieldLabel(index, path)),
    ...boundSentences('upper', problems.upper, (path) => fieldLabel(index, path)),
  ];
}

/**
 * A link's query checked as the form would: the get_table_rows parameters to send, or why none
 * are (problems; or no scope yet, which is no problem).
 */
export function linkQuery(
  code: string,
  table: string,
  model: TableModel,
  index: IndexChoice,
  search: TableSearch,
  scope: string,
): { problems: string[]; params: TableRowsParams | null } {
  const problems: string[] = [];
  const scopeError = scope === '' ? null : scopeProblem(model.scopeType, model.family, scope);
  if (scopeError) problems.push(`Scope ${scopeError}`);
  const bound = (which: 'lower' | 'upper') =>
    buildBound(
      decodeBoundText(search[which], index),
      index,
      model.family,
      which,
      search.encodeType,
    );
  const lo = bound('lower');
  const hi = bound('upper');
  const label = (path: string) => path || t`key`;
  if (!lo.ok) problems.push(...boundSentences('lower', lo.problems, label));
  if (!hi.ok) problems.push(...boundSentences('upper', hi.problems, label));
  if (problems.length > 0 || scope === '' || !lo.ok || !hi.ok) return { problems, params: null };
  return {
    problems,
    params: {
      code,
      scope,
      table,
      index: index.name,
      keyType: model.family === 'eosio' ? index.keyType : undefined,
      lowerBound: lo.bound,
      upperBound: hi.bound,
      limit: search.limit,
      reverse: search.reverse || undefined,
      showPayer: search.showPayer || undefined,
      json: search.json,
      encodeType: search.encodeType === 'hex' ? 'hex' : undefined,
    },
  };
}
