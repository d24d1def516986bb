import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import type { Abi } from '@/api/node-client';
import { paths } from '@/lib/paths';

export interface TablePickerProps {
  code: string;
  abi: Abi;
  current: string;
}

/** Switches to another table of the contract (a new page, with a fresh query). */
export function TablePicker({ code, abi, current }: TablePickerProps) {
  const id = useId();
  const navigate = useNavigate();
  const known = abi.tables.some((tbl) => tbl.name === current);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        <Trans>Table</Trans>
      </label>
      <select
        id={id}
        value={known ? current : ''}
        onChange={(e) => void navigate(paths.accountTable(code, e.target.value))}
        className="mt-1 rounded-md border border-slate-300 bg-white px-2 py-1.5 font-mono text-sm focus-visible:outline-2 focus-visible:outline-teal-600 dark:border-slate-600 dark:bg-slate-900"
      >
        {known ? null : (
          <option value="" disabled>
            <Trans>choose a table</Trans>
          </option>
        )}
        {abi.tables.map((tbl) => (
          <option key={tbl.name} value={tbl.name}>
            {tbl.name}
          </option>
        ))}
      </select>
    </div>
  );
}
