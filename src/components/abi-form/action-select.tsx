import { Trans } from '@lingui/react/macro';
import type { Abi } from '@/api/node-client';
import { INPUT } from '@/components/ui/form-styles';

export interface ActionSelectProps {
  abi: Abi;
  /** The chosen action; '' (or one the ABI lacks) for none yet. */
  value: string;
  onChange: (action: string) => void;
  id: string;
}

/** One of a contract's actions, chosen from its ABI. */
export function ActionSelect({ abi, value, onChange, id }: ActionSelectProps) {
  const known = abi.actions.some((a) => a.name === value);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        <Trans>Action</Trans>
      </label>
      <select
        id={id}
        className={INPUT}
        value={known ? value : ''}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="" disabled>
          <Trans>choose an action</Trans>
        </option>
        {abi.actions.map((a) => (
          <option key={a.name} value={a.name}>
            {a.name}
          </option>
        ))}
      </select>
    </div>
  );
}
