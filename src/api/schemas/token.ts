import { z } from '@/api/zod';
import { asset, name } from './common';

/** get_currency_balance: asset strings, one per symbol the account holds in that contract. */
export const getCurrencyBalanceSchema = z.array(asset);

const currencyStatsRowSchema = z.object({
  /** Tokens in circulation (asset string). */
  supply: asset,
  /** Maximum supply: an asset string on real nodes, an integer in the spec. */
  max_supply: z.pipe(
    z.union([asset, z.number()]),
    z.transform((v) => String(v)),
  ),
  /** Account that created the token. */
  issuer: name,
});
export type CurrencyStats = z.infer<typeof currencyStatsRowSchema>;

/**
 * get_currency_stats → the stats, or null when the token does not exist. Real nodes key the row
 * by the symbol as sent (`{"CYBER":{…}}`) and answer null (CyberWay) or `{}` (EOSIO) when there
 * is none; the spec shows the row unkeyed.
 */
export const getCurrencyStatsSchema = z.union([
  currencyStatsRowSchema,
  z.pipe(
    z.record(z.string(), currencyStatsRowSchema),
    z.transform((keyed): CurrencyStats | null => Object.values(keyed)[0] ?? null),
  ),
  z.null(),
]);
