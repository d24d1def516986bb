import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { INPUT } from '@/components/ui/form-styles';
import { MAX_EXPIRE_SEC, type PushDraft } from '@/lib/push-draft';

export interface HeaderFieldsProps {
  draft: PushDraft;
  onChange: (next: PushDraft) => void;
}

type NumberField = 'expireSec' | 'ramKbytes' | 'storageKbytes' | 'delaySec';

/** A whole number typed into a field; what is not one keeps the old value. */
function wholeNumber(text: string, old: number, max: number): number {
  if (text.trim() === '') return 0;
  const n = Number(text);
  return Number.isInteger(n) && n >= 0 && n <= max ? n : old;
}

/** The header a person chooses: expiration, CyberWay's resource limits, who pays bandwidth. */
export function HeaderFields({ draft, onChange }: HeaderFieldsProps) {
  const uid = useId();
  const numbers: { field: NumberField; label: string; hint: string; max: number }[] = [
    {
      field: 'expireSec',
      label: t`Expires after (seconds)`,
      hint: t`Counted from the head block when the transaction is built; at most ${MAX_EXPIRE_SEC}.`,
      max: MAX_EXPIRE_SEC,
    },
    {
      field: 'ramKbytes',
      label: t`max_ram_kbytes`,
      hint: t`CyberWay: RAM the transaction may use, kilobytes; 0 for no limit of its own.`,
      max: 0xffffffff,
    },
    {
      field: 'storageKbytes',
      label: t`max_storage_kbytes`,
      hint: t`CyberWay: storage the transaction may use, kilobytes; 0 for no limit of its own.`,
      max: 0xffffffff,
    },
    {
      field: 'delaySec',
      label: t`Delay (seconds)`,
      hint: t`Run the transaction this long after it is accepted; 0 for at once.`,
      max: 0xffffffff,
    },
  ];
  return (
    <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-2 dark:border-slate-700">
      <legend className="px-1 font-semibold">
        <Trans>Header</Trans>
      </legend>
      {numbers.map(({ field, label, hint, max }) => (
        <div key={field}>
          <label htmlFor={`${uid}-${field}`} className="block text-sm font-medium">
            {label}
          </label>
          <input
            id={`${uid}-${field}`}
            className={INPUT}
            inputMode="numeric"
            value={String(draft[field])}
            aria-describedby={`${uid}-${field}-hint`}
            onChange={(e) =>
              onChange({ ...draft, [field]: wholeNumber(e.target.value, draft[field], max) })
            }
          />
          <span id={`${uid}-${field}-hint`} className="text-xs text-slate-600 dark:text-slate-300">
            {hint}
          </span>
        </div>
      ))}
      <div>
        <label htmlFor={`${uid}-provider`} className="block text-sm font-medium">
          <Trans>Bandwidth provider (optional)</Trans>
        </label>
        <input
          id={`${uid}-provider`}
          className={INPUT}
          value={draft.provider}
          placeholder="carol@active"
          spellCheck={false}
          autoComplete="off"
          aria-describedby={`${uid}-provider-hint`}
          onChange={(e) => onChange({ ...draft, provider: e.target.value })}
        />
        <span id={`${uid}-provider-hint`} className="text-xs text-slate-600 dark:text-slate-300">
          <Trans>
            CyberWay: an account@permission whose stake pays the actors’ bandwidth (cyber::providebw
            is added for each actor, and it must sign too).
          </Trans>
        </span>
      </div>
      <div>
        <label htmlFor={`${uid}-layout`} className="block text-sm font-medium">
          <Trans>Header layout</Trans>
        </label>
        <select
          id={`${uid}-layout`}
          className={INPUT}
          value={draft.layout ?? ''}
          onChange={(e) => {
            const v = e.target.value;
            onChange({ ...draft, layout: v === 'cyberway' || v === 'eosio' ? v : null });
          }}
        >
          <option value="">{t`As the node tells`}</option>
          <option value="cyberway">{t`CyberWay (with max_ram_kbytes, max_storage_kbytes)`}</option>
          <option value="eosio">{t`Standard EOSIO`}</option>
        </select>
      </div>
    </fieldset>
  );
}
