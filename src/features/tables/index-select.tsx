import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { IndexChoice, TableModel } from './index-model';
import { SELECT } from './styles';

export interface IndexSelectProps {
  id: string;
  model: TableModel;
  index: IndexChoice;
  onChange: (indexName: string) => void;
}

/** Which index the rows are read by: CyberWay names them, EOSIO counts them. */
export function IndexSelect({ id, model, index, onChange }: IndexSelectProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        <Trans>Index</Trans>
      </label>
      <span className="block text-xs text-slate-600 dark:text-slate-300">
        {model.family === 'cyberway' ? t`by name, as the ABI declares it` : t`by position`}
      </span>
      <select
        id={id}
        className={SELECT}
        value={index.name}
        onChange={(e) => onChange(e.target.value)}
      >
        {model.indexes.map((i) => (
          <option key={i.name} value={i.name}>
            {i.label}
          </option>
        ))}
      </select>
    </div>
  );
}
