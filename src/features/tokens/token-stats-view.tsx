import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { CurrencyStats } from '@/api/node-client';
import { AccountLink } from '@/components/links/account-link';
import { KeyValueList } from '@/components/ui/key-value-list';
import { formatAssetAmount, parseAsset } from '@/lib/format';

export interface TokenStatsViewProps {
  code: string;
  stats: CurrencyStats;
}

function amount(value: string): string {
  const a = parseAsset(value);
  return a ? `${formatAssetAmount(a.amount)} ${a.symbol}` : value;
}

/** Share of the maximum already issued, from the decimal amounts (no float for the digits). */
function issuedShare(supply: string, max: string): string | null {
  const s = parseAsset(supply);
  const m = parseAsset(max);
  if (!s || !m) return null;
  const sv = Number(s.amount);
  const mv = Number(m.amount);
  if (!Number.isFinite(sv) || !Number.isFinite(mv) || mv <= 0) return null;
  const pct = (sv / mv) * 100;
  return pct > 0 && pct < 0.01 ? '<0.01%' : `${pct.toFixed(2)}%`;
}

/** Supply, maximum supply and issuer of a token (get_currency_stats). */
export function TokenStatsView({ code, stats }: TokenStatsViewProps) {
  const share = issuedShare(stats.supply, stats.max_supply);
  const precision = parseAsset(stats.supply)?.amount.split('.')[1]?.length ?? 0;
  return (
    <KeyValueList
      items={[
        {
          label: t`Supply`,
          hint: t`Tokens in circulation.`,
          value: (
            <span className="tabular-nums">
              {amount(stats.supply)}
              {share ? (
                <span className="text-slate-600 dark:text-slate-300">
                  {' '}
                  <Trans>({share} of the maximum)</Trans>
                </span>
              ) : null}
            </span>
          ),
        },
        {
          label: t`Maximum supply`,
          value: <span className="tabular-nums">{amount(stats.max_supply)}</span>,
        },
        {
          label: t`Issuer`,
          hint: t`Account allowed to issue new tokens.`,
          value: <AccountLink name={stats.issuer} />,
        },
        { label: t`Contract`, value: <AccountLink name={code} /> },
        {
          label: t`Precision`,
          value: plural(precision, {
            one: '# decimal place',
            other: '# decimal places',
          }),
        },
      ]}
    />
  );
}
