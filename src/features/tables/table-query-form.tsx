import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, type FormEvent } from 'react';
import type { Abi } from '@/api/node-client';
import { BoundFields } from './bound-fields';
import { FieldInput } from './field-input';
import type { TableModel } from './index-model';
import { IndexSelect } from './index-select';
import { KeyTypeField } from './key-type-field';
import { RowFormatFields } from './row-format-fields';
import { problemSummary } from './table-query-model';
import { MAX_LIMIT, type TableSearch } from './table-search';
import { useTableQueryDraft } from './use-table-query-draft';

export interface TableQueryFormProps {
  abi: Abi;
  model: TableModel;
  search: TableSearch;
  /** Scope used when the URL gives none. */
  defaultScope: string;
  onSubmit: (next: TableSearch) => void;
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
  const { draft, update, problems, liveModel, index, chooseIndex, chooseKeyType, check } =
    useTableQueryDraft(abi, model, search, defaultScope);
  if (!index) return <p className="text-sm">This table declares no index to read it by.</p>;

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    const next = check();
    if (next) onSubmit(next);
  };
  const summary = problems ? problemSummary(problems, index) : [];

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
          value={draft.scope}
          onChange={(scope) => update({ scope })}
          error={problems?.scope ?? null}
        />
        <IndexSelect id={`${uid}-index`} model={liveModel} index={index} onChange={chooseIndex} />
        <KeyTypeField
          id={`${uid}-keytype`}
          model={liveModel}
          index={index}
          onChange={chooseKeyType}
        />
        <FieldInput
          id={`${uid}-limit`}
          label={t`Limit`}
          hint={t`rows per request, 1–${MAX_LIMIT}`}
          value={draft.limit}
          onChange={(limit) => update({ limit })}
          inputMode="numeric"
          error={problems?.limit ?? null}
        />
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        <BoundFields
          which="lower"
          index={index}
          texts={draft.lower}
          onChange={(lower) => update({ lower })}
          problems={problems?.lower}
          idPrefix={uid}
        />
        <BoundFields
          which="upper"
          index={index}
          texts={draft.upper}
          onChange={(upper) => update({ upper })}
          problems={problems?.upper}
          idPrefix={uid}
        />
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
      <RowFormatFields id={`${uid}-encode`} draft={draft} onChange={update}>
        <button
          type="submit"
          className="rounded-md bg-teal-700 px-4 py-2 text-sm font-medium text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 dark:bg-teal-700 dark:hover:bg-teal-800"
        >
          <Trans>Query rows</Trans>
        </button>
      </RowFormatFields>
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
