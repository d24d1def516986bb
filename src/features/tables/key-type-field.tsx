import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { EOSIO_KEY_TYPES, type IndexChoice, type TableModel } from './index-model';
import { SELECT } from './styles';

export interface KeyTypeFieldProps {
  id: string;
  model: TableModel;
  index: IndexChoice;
  onChange: (keyType: string) => void;
}

/**
 * The index's key type: chosen only for an EOSIO secondary index (its ABI does not say it);
 * otherwise shown as the ABI gives it.
 */
export function KeyTypeField({ id, model, index, onChange }: KeyTypeFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        <Trans>Key type</Trans>
      </label>
      <span className="block text-xs text-slate-600 dark:text-slate-300">
        {model.family === 'cyberway'
          ? t`from the index fields`
          : index.keyTypeChosen
            ? t`key_type of this secondary index`
            : t`index_type of the table`}
      </span>
      {model.family === 'eosio' && index.keyTypeChosen ? (
        <select
          id={id}
          className={SELECT}
          value={index.keyType}
          onChange={(e) => onChange(e.target.value)}
        >
          {EOSIO_KEY_TYPES.map((k) => (
            <option key={k} value={k}>
              {k}
            </option>
          ))}
        </select>
      ) : (
        <output
          id={id}
          className="mt-1 block rounded-md border border-transparent px-2 py-1.5 font-mono text-sm"
        >
          {model.family === 'cyberway' ? index.fields.map((f) => f.type).join(', ') : index.keyType}
        </output>
      )}
    </div>
  );
}
