import type { Abi } from '@/api/node-client';
import { TablePicker } from './table-picker';

export interface MissingTableAlertProps {
  code: string;
  table: string;
  abi: Abi;
}

/** A link to a table the contract's ABI does not declare: said, with the tables it does. */
export function MissingTableAlert({ code, table, abi }: MissingTableAlertProps) {
  return (
    <div
      role="alert"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm dark:border-amber-700 dark:bg-amber-950/40"
    >
      <p className="font-semibold">
        The ABI of {code} has no table “{table}”.
      </p>
      <div className="mt-2">
        <TablePicker code={code} abi={abi} current={table} />
      </div>
    </div>
  );
}
