import { t } from '@lingui/core/macro';

/** The transactions table's column headers, read in the language in use. */
export function transactionColumns(): string[] {
  return [t`Details`, t`Transaction`, t`Status`, 'CPU', 'NET', 'RAM', t`Storage`, t`Actions`];
}

export const TRANSACTION_COLUMN_COUNT = 8;
