import { z } from '@/api/zod';
import { name } from './common';

/**
 * The accounts holding a public key, each once, in the source's order: Hyperion's
 * /v2/state/get_key_accounts and CyberWay's /v1/history/get_key_accounts both answer
 * `{account_names}` (Hyperion's `details=true` permissions are not asked for: each account's
 * get_account tells its permissions as they are now).
 */
export const keyAccountsSchema = z.pipe(
  z.object({ account_names: z.array(name) }),
  z.transform((v) => [...new Set(v.account_names)]),
);

/**
 * Leap's get_accounts_by_authorizers: one row per permission holding a key or account asked
 * for; the accounts, each once.
 */
export const accountsByAuthorizersSchema = z.pipe(
  z.object({ accounts: z.array(z.object({ account_name: name, permission_name: name })) }),
  z.transform((v) => [...new Set(v.accounts.map((row) => row.account_name))]),
);
