import { useState } from 'react';
import type { Abi } from '@/api/node-client';
import { describeTable, findIndex, type TableModel } from './index-model';
import { checkDraft, initialDraft, type QueryDraft, type QueryProblems } from './table-query-model';
import type { TableSearch } from './table-search';

/**
 * The table query form's state: the draft, the index and model it reads with, and the problems
 * found when it was last sent.
 */
export function useTableQueryDraft(
  abi: Abi,
  model: TableModel,
  search: TableSearch,
  defaultScope: string,
) {
  const [draft, setDraft] = useState(() => initialDraft(model, search, defaultScope));
  const [problems, setProblems] = useState<QueryProblems | null>(null);
  const update = (patch: Partial<QueryDraft>) => setDraft((d) => ({ ...d, ...patch }));

  // The key type chosen for an EOSIO secondary index changes its bound type.
  const liveModel =
    model.family === 'eosio'
      ? (describeTable(abi, model.table.name, draft.keyType) ?? model)
      : model;
  const index = findIndex(liveModel, draft.indexName) ?? liveModel.indexes[0];

  // Bounds typed for one index mean nothing for another.
  const chooseIndex = (indexName: string) => {
    update({ indexName, lower: {}, upper: {} });
    setProblems(null);
  };
  const chooseKeyType = (keyType: string) => update({ keyType, lower: {}, upper: {} });

  /** The search to send, or null with the problems shown. */
  const check = (): TableSearch | null => {
    if (!index) return null;
    const checked = checkDraft(draft, liveModel, index);
    setProblems(checked.ok ? null : checked.problems);
    return checked.ok ? checked.search : null;
  };

  return { draft, update, problems, liveModel, index, chooseIndex, chooseKeyType, check };
}
