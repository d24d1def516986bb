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
  const known = abi.tables.some((t) => t.name === current);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        Table
      </label>
      <select
        id={id}
        value={known ? current : ''}
        onChange={(e) => void navigate(paths.accountTable(code, e.target.value))}
        className="mt-1 rounded-md border border-slate-300 bg-white px-2 py-1.5 font-mono text-sm focus-visible:outline-2 focus-visible:outline-teal-600 dark:border-slate-600 dark:bg-slate-900"
      >
        {known ? null : (
          <option value="" disabled>
            choose a table
          </option>
        )}
        {abi.tables.map((t) => (
          <option key={t.name} value={t.name}>
            {t.name}
          </option>
        ))}
      </select>
    </div>
  );
}
