import { t } from '@lingui/core/macro';
import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import { isNotFoundError, NodeHttpError } from '@/api/node-errors';
import { INLINE_LINK } from '@/components/links/inline-link';
import { useNodeClient, useNodeState } from '@/lib/node-store';
import { paths } from '@/lib/paths';
import { tokenContractsToCheck } from '@/lib/token-contracts';
import { tokenQueries } from '@/queries/tokens';
import type { LookupRow } from './lookup-list';
import { lookupStatus } from './lookup-status';

/** A contract without a `stat` table, or no such account: it has no token of that symbol. */
function noSuchToken(error: unknown): boolean {
  return (
    isNotFoundError(error) ||
    (error instanceof NodeHttpError && error.errorName === 'unknown_table_exception')
  );
}

export interface TokenRow extends LookupRow {
  /** Where the token opens when this contract has it. */
  to: string;
}

/**
 * A token symbol, asked of every token contract the deployment names (the core one first), as
 * the account's token tab does: one lookup row per contract. None without a symbol.
 */
export function useTokenRows(symbol: string | null): TokenRow[] {
  const client = useNodeClient();
  const { config } = useNodeState();
  const contracts = symbol
    ? tokenContractsToCheck(
        config.coreTokenContract ?? 'cyber.token',
        config.tokenContracts ?? [],
        [],
      ).map((c) => c.contract)
    : [];
  const stats = useQueries({
    queries: contracts.map((code) => tokenQueries.stats(client, code, symbol ?? '')),
  });
  return contracts.map((code, i) => {
    const query = stats[i];
    const to = paths.token(code, symbol ?? '');
    return {
      key: `token ${code}`,
      where: t`Token in ${code}`,
      status: query ? lookupStatus(query, noSuchToken, (s) => s === null) : 'pending',
      found: (
        <Link to={to} className={`font-mono ${INLINE_LINK}`}>
          {code}/{symbol}
        </Link>
      ),
      absent: t`No token ${symbol ?? ''} in ${code}.`,
      error: query?.error,
      to,
    };
  });
}
