import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { focusHeadingState } from '@/lib/heading-focus';
import { isNotFoundError, NodeHttpError } from '@/api/node-errors';
import { INLINE_LINK } from '@/components/links/inline-link';
import { useNodeClient, useNodeState } from '@/lib/node-store';
import { paths } from '@/lib/paths';
import { tokenContractsToCheck } from '@/lib/token-contracts';
import { tokenQueries } from '@/queries/tokens';
import { LookupList, type LookupRow } from './lookup-list';
import { lookupStatus, soleFind } from './lookup-status';

/** A contract without a `stat` table, or no such account: it has no token of that symbol. */
function noSuchToken(error: unknown): boolean {
  return (
    isNotFoundError(error) ||
    (error instanceof NodeHttpError && error.errorName === 'unknown_table_exception')
  );
}

/**
 * A token symbol is asked of every token contract the deployment names (the core one first), as
 * the account's token tab does: the one that has it opens at once; several are all offered.
 */
export function TokenSearch({ symbol }: { symbol: string }) {
  const client = useNodeClient();
  const navigate = useNavigate();
  const { config } = useNodeState();
  const contracts = tokenContractsToCheck(
    config.coreTokenContract ?? 'cyber.token',
    config.tokenContracts ?? [],
    [],
  ).map((c) => c.contract);
  const stats = useQueries({
    queries: contracts.map((code) => tokenQueries.stats(client, code, symbol)),
  });
  const rows: LookupRow[] = contracts.map((code, i) => {
    const query = stats[i];
    return {
      key: code,
      where: code,
      status: query ? lookupStatus(query, noSuchToken, (s) => s === null) : 'pending',
      found: (
        <Link to={paths.token(code, symbol)} className={`font-mono ${INLINE_LINK}`}>
          {code}/{symbol}
        </Link>
      ),
      absent: t`No token ${symbol} in ${code}.`,
      error: query?.error,
    };
  });
  const sole = soleFind(rows.map((r) => r.status));
  const target = sole === null ? null : paths.token(contracts[sole] ?? '', symbol);

  useEffect(() => {
    if (target) void navigate(target, { replace: true, state: focusHeadingState });
  }, [navigate, target]);

  if (contracts.length === 0) {
    return (
      <p role="status" className="text-sm">
        <Trans>
          No token contract to ask: config.json names none that is a valid account name (
          <code>coreTokenContract</code>, <code>tokenContracts</code>).
        </Trans>
      </p>
    );
  }
  return (
    <>
      <LookupList label={t`Token contracts searched`} rows={rows} />
      {rows.every((r) => r.status === 'absent') ? (
        <p role="status" className="mt-4 text-sm">
          <Trans>
            No token {symbol} in {contracts.join(', ')}. Other token contracts can be named in
            config.json (<code>tokenContracts</code>).
          </Trans>
        </p>
      ) : null}
      {target ? (
        <p role="status" className="mt-3 text-sm">
          <Trans>Opening it…</Trans>
        </p>
      ) : null}
    </>
  );
}
