import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import type { Abi, GetAbi } from '@/api/node-client';
import { ActionSelect } from '@/components/abi-form/action-select';
import { DraftInput } from '@/components/abi-form/draft-input';
import { ErrorPanel } from '@/components/errors/error-panel';
import { BUTTON, INPUT } from '@/components/ui/form-styles';
import type { DraftActionRef } from '@/lib/push-draft';
import { ContractField } from './contract-field';
import { actionType, argsDraft, looseJson, type ActionProblem } from './plan';

export interface ActionCardProps {
  n: number;
  value: DraftActionRef;
  abi: UseQueryResult<GetAbi> | undefined;
  onChange: (next: DraftActionRef) => void;
  onRemove: () => void;
  /** Shown once the person asked to review. */
  problem: ActionProblem | undefined;
}

function ActionArguments({
  abi,
  value,
  onChange,
  problem,
  idPrefix,
}: {
  abi: Abi;
  value: DraftActionRef;
  onChange: (next: DraftActionRef) => void;
  problem: ActionProblem | undefined;
  idPrefix: string;
}) {
  const type = actionType(abi, value.name);
  if (!type) return null;
  const errors = new Map((problem?.args ?? []).map((p) => [p.path, p.message] as const));
  return (
    <DraftInput
      abi={abi}
      type={type}
      value={argsDraft(abi, value)}
      onChange={(d) => onChange({ ...value, data: looseJson(d) })}
      label={value.name}
      path=""
      idPrefix={idPrefix}
      errors={errors}
    />
  );
}

/** One action of the draft: its contract, its name, who authorizes it and its arguments. */
export function ActionCard({ n, value, abi, onChange, onRemove, problem }: ActionCardProps) {
  const uid = useId();
  const contractAbi = abi?.data?.abi;
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 font-semibold">
        <Trans>Action {n}</Trans>
        {value.account && value.name ? (
          <span className="ml-2 font-mono text-sm font-normal">
            {value.account}::{value.name}
          </span>
        ) : null}
      </legend>
      <ContractField
        value={value.account}
        onChange={(account) => onChange({ account, name: '', auth: value.auth, data: undefined })}
      />
      {abi?.isError ? <ErrorPanel error={abi.error} what={t`the ABI of ${value.account}`} /> : null}
      {abi?.data && !contractAbi ? (
        <p className="text-sm">
          <Trans>{value.account} has no ABI: its actions cannot be packed.</Trans>
        </p>
      ) : null}
      {contractAbi ? (
        <ActionSelect
          abi={contractAbi}
          value={value.name}
          onChange={(name) => onChange({ ...value, name, data: undefined })}
          id={`${uid}-action`}
        />
      ) : null}
      <div>
        <label htmlFor={`${uid}-auth`} className="block text-sm font-medium">
          <Trans>Authorization</Trans>
        </label>
        <input
          id={`${uid}-auth`}
          className={INPUT}
          value={value.auth}
          placeholder="alice@active"
          spellCheck={false}
          autoComplete="off"
          aria-describedby={`${uid}-auth-hint`}
          onChange={(e) => onChange({ ...value, auth: e.target.value })}
        />
        <span id={`${uid}-auth-hint`} className="text-xs text-slate-600 dark:text-slate-300">
          <Trans>actor@permission; several separated by commas.</Trans>
        </span>
      </div>
      {contractAbi ? (
        <ActionArguments
          abi={contractAbi}
          value={value}
          onChange={onChange}
          problem={problem}
          idPrefix={uid}
        />
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm text-red-800 dark:text-red-300">
          {problem.message}
        </p>
      ) : null}
      <button type="button" className={BUTTON} onClick={onRemove}>
        <Trans>Remove action {n}</Trans>
      </button>
    </fieldset>
  );
}
