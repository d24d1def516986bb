import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { isNotFoundError } from '@/api/node-errors';
import { INLINE_LINK } from '@/components/links/inline-link';
import { focusHeadingState } from '@/lib/heading-focus';
import { useNodeClient } from '@/lib/node-store';
import { paths } from '@/lib/paths';
import type { WordTarget } from '@/lib/search';
import { accountQueries } from '@/queries/accounts';
import { nameQueries } from '@/queries/names';
import { LookupList, type LookupRow } from './lookup-list';
import { lookupStatus, soleFind, type LookupStatus } from './lookup-status';
import { useTokenRows } from './token-rows';

interface Row extends LookupRow {
  to: string;
}

/** Where to go at once: the one find, with a token (typed in capitals) first, else null. */
function destination(tokens: Row[], others: Row[]): string | null {
  const status = (rows: Row[]) => rows.map((r) => r.status);
  const token = soleFind(status(tokens));
  if (token !== null) return tokens[token]?.to ?? null;
  if (tokens.some((r) => r.status !== 'absent')) return null;
  const other = soleFind(status(others));
  return other === null ? null : (others[other]?.to ?? null);
}

/**
 * A bare word, asked of the node as each thing it may be: an account, a domain (from
 * cyber.domain's domain table), a token in each token contract. One find opens at once (a token,
 * when typed in capitals, before the account of that name); several are all offered.
 */
export function WordSearch({ target }: { target: WordTarget }) {
  const client = useNodeClient();
  const navigate = useNavigate();
  const { account, domain, symbol, word } = target;
  const accountQuery = useQuery({
    ...accountQueries.detail(client, account ?? ''),
    enabled: account !== null,
  });
  const domains = useQuery({ ...nameQueries.domains(client), enabled: domain !== null });
  const tokens = useTokenRows(symbol);

  const others: Row[] = [];
  if (account !== null) {
    others.push({
      key: 'account',
      where: t`Account`,
      status: lookupStatus(accountQuery, isNotFoundError),
      found: <ResultLink to={paths.account(account)} label={t`Account ${account}`} />,
      absent: t`No account ${account}.`,
      error: accountQuery.error,
      to: paths.account(account),
    });
  }
  if (domain !== null) {
    const status: LookupStatus = lookupStatus(
      domains,
      () => false,
      (listing) => !listing.rows.some((d) => d.name === domain),
    );
    others.push({
      key: 'domain',
      where: t`Domain`,
      status,
      found: <ResultLink to={paths.names(domain)} label={t`Domain ${domain}`} />,
      absent: domains.data?.more ? t`Not among the first domains read.` : t`No domain ${domain}.`,
      error: domains.error,
      to: paths.names(domain),
    });
  }
  const rows = [...tokens, ...others];
  const destinationPath = destination(tokens, others);

  useEffect(() => {
    if (destinationPath)
      void navigate(destinationPath, { replace: true, state: focusHeadingState });
  }, [navigate, destinationPath]);

  return (
    <>
      <LookupList label={t`Search results`} rows={rows} />
      {destinationPath ? (
        <p role="status" className="mt-3 text-sm">
          <Trans>Opening it…</Trans>
        </p>
      ) : null}
      {rows.every((r) => r.status === 'absent') ? (
        <p role="status" className="mt-4 text-sm">
          <Trans>Nothing found for “{word}”.</Trans>{' '}
          {symbol ? (
            <Trans>
              Other token contracts can be named in config.json (<code>tokenContracts</code>).
            </Trans>
          ) : null}
        </p>
      ) : null}
    </>
  );
}

function ResultLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={`font-mono ${INLINE_LINK}`}>
      {label}
    </Link>
  );
}
