import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import { nodeErrorTitle, isNotFoundError, NodeHttpError } from '@/api/node-errors';
import { AccountLink } from '@/components/links/account-link';
import { Badge } from '@/components/ui/badge';
import { JsonView } from '@/components/ui/json-view';
import { Skeleton } from '@/components/ui/skeleton';
import { formatAssetAmount, parseAsset } from '@/lib/format';
import { useNodeClient } from '@/lib/node-store';
import { paths } from '@/lib/paths';
import { accountQueries } from '@/queries/accounts';
import type { TokenContract } from '@/lib/token-contracts';
import { INLINE_LINK } from '@/components/links/inline-link';

export interface TokenBalancesProps {
  accountName: string;
  contracts: TokenContract[];
  onRemove: (contract: string) => void;
}

const SOURCE_LABEL = {
  core: msg`Core token`,
  config: msg`Listed by this explorer`,
  added: msg`Added by you`,
} as const;

function explainError(error: unknown): string {
  if (isNotFoundError(error)) return t`No such account on this chain.`;
  if (error instanceof NodeHttpError && /unknown_table/.test(error.errorName ?? '')) {
    return t`This account has no token table (accounts): it is not a token contract.`;
  }
  return t`Could not load: ${nodeErrorTitle(error)}.`;
}

/** Balances of the account in each token contract checked, one get_currency_balance each. */
export function TokenBalances({ accountName, contracts, onRemove }: TokenBalancesProps) {
  const client = useNodeClient();
  const results = useQueries({
    queries: contracts.map((c) => accountQueries.balances(client, accountName, c.contract)),
  });
  const raw = Object.fromEntries(contracts.map((c, i) => [c.contract, results[i]?.data ?? null]));
  return (
    <>
      <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            <Trans>Token balances of {accountName} by contract</Trans>
          </caption>
          <thead className="bg-slate-50 text-xs text-slate-600 uppercase dark:bg-slate-900 dark:text-slate-300">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                <Trans>Contract</Trans>
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                <Trans>Balances</Trans>
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                <span className="sr-only">
                  <Trans>Remove</Trans>
                </span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {contracts.map((c, i) => {
              const r = results[i];
              return (
                <tr key={c.contract}>
                  <td className="px-3 py-2 align-top">
                    <AccountLink name={c.contract} />
                    <div className="mt-1">
                      <Badge tone={c.source === 'added' ? 'info' : 'neutral'}>
                        {i18n._(SOURCE_LABEL[c.source])}
                      </Badge>
                    </div>
                  </td>
                  <td className="px-3 py-2 align-top">
                    {!r || r.isPending ? (
                      <>
                        <span className="sr-only">
                          <Trans>Loading…</Trans>
                        </span>
                        <Skeleton className="h-4 w-32" />
                      </>
                    ) : r.isError ? (
                      <span className="text-red-800 dark:text-red-300">
                        {explainError(r.error)}
                      </span>
                    ) : r.data.length === 0 ? (
                      <span className="text-slate-600 dark:text-slate-300">
                        <Trans>No balance in this contract.</Trans>
                      </span>
                    ) : (
                      <ul className="space-y-0.5">
                        {r.data.map((balance) => {
                          const a = parseAsset(balance);
                          return (
                            <li key={balance} className="tabular-nums">
                              {a ? (
                                <>
                                  {formatAssetAmount(a.amount)}{' '}
                                  <Link
                                    to={paths.token(c.contract, a.symbol)}
                                    className={`font-medium ${INLINE_LINK}`}
                                  >
                                    {a.symbol}
                                  </Link>
                                </>
                              ) : (
                                <span className="font-mono">{balance}</span>
                              )}
                            </li>
                          );
                        })}
                      </ul>
                    )}
                  </td>
                  <td className="px-3 py-2 text-right align-top">
                    {c.source === 'added' ? (
                      <button
                        type="button"
                        onClick={() => onRemove(c.contract)}
                        className="rounded border border-slate-300 px-2 py-0.5 text-xs hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 dark:border-slate-600 dark:hover:bg-slate-800"
                        aria-label={t`Remove ${c.contract}`}
                      >
                        <Trans>Remove</Trans>
                      </button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <JsonView value={raw} label={t`Raw get_currency_balance JSON by contract`} />
    </>
  );
}
