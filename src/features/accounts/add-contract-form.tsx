import { t } from '@lingui/core/macro';
import { isAccountName } from '@/api/chain-refs';
import { AddToListForm, type EntryCheck } from './add-to-list-form';

export interface AddContractFormProps {
  onAdd: (contract: string) => void;
  /** Contracts already checked, to refuse duplicates. */
  existing: readonly string[];
}

/** Adds a token contract to check; the list lives in the page URL. */
export function AddContractForm({ onAdd, existing }: AddContractFormProps) {
  const check = (typed: string): EntryCheck => {
    const name = typed.trim();
    if (!isAccountName(name)) {
      return {
        problem: t`“${name}” is not an account name (a–z, 1–5 and “.”, up to 12 characters).`,
      };
    }
    if (existing.includes(name)) return { problem: t`${name} is already in the list.` };
    return { value: name };
  };
  return (
    <AddToListForm
      label={t`Check another token contract`}
      placeholder="e.g. golos.token"
      submitLabel={t`Add`}
      inputWidth="w-44"
      check={check}
      onAdd={onAdd}
    />
  );
}
