import { t } from '@lingui/core/macro';
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
