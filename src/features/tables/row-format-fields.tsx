import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { SELECT } from './styles';
import type { QueryDraft } from './table-query-model';

export interface RowFormatFieldsProps {
  id: string;
  draft: QueryDraft;
  onChange: (patch: Partial<QueryDraft>) => void;
  /** Ends the row: the form's send button. */
  children: ReactNode;
}

const CHECK = 'flex items-center gap-2 text-sm';

/** How the rows come back: their order, the RAM payer, JSON or packed hex, the encode type. */
export function RowFormatFields({ id, draft, onChange, children }: RowFormatFieldsProps) {
  return (
    <div className="flex flex-wrap items-end gap-x-6 gap-y-2">
      <label className={CHECK}>
        <input
          type="checkbox"
          checked={draft.reverse}
          onChange={(e) => onChange({ reverse: e.target.checked })}
        />
        <Trans>Reverse order</Trans>
      </label>
      <label className={CHECK}>
        <input
          type="checkbox"
          checked={draft.showPayer}
          onChange={(e) => onChange({ showPayer: e.target.checked })}
        />
        <Trans>Show RAM payer</Trans>
      </label>
      <label className={CHECK}>
        <input
          type="checkbox"
          checked={!draft.json}
          onChange={(e) => onChange({ json: !e.target.checked })}
        />
        <Trans>Raw hex rows (json: false)</Trans>
      </label>
      <div>
        <label htmlFor={id} className="block text-sm font-medium">
          <Trans>Encode type</Trans>
        </label>
        <select
          id={id}
          className={SELECT}
          value={draft.encodeType}
          onChange={(e) => onChange({ encodeType: e.target.value === 'hex' ? 'hex' : 'dec' })}
        >
          <option value="dec">dec</option>
          <option value="hex">hex</option>
        </select>
      </div>
      {children}
    </div>
  );
}
