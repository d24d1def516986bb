import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { HistorySource } from '@/history/source';
import { AccountLink } from '@/components/links/account-link';
import { BlockLink } from '@/components/links/block-link';
import { INLINE_LINK } from '@/components/links/inline-link';
import { SkeletonRows } from '@/components/ui/skeleton';
import { TimeText } from '@/components/ui/time-text';
import { formatInteger, shortHash } from '@/lib/format';
import { useNodeClient } from '@/lib/node-store';
import { paths } from '@/lib/paths';
import { historyQueries } from '@/queries/history';
import { HistoryErrorPanel } from './history-error-panel';
import { useHistoryRevision, useHistorySource } from './use-history';

/** Who created the account and where, and the accounts it created, from the history source. */
export default function AccountOrigins({ account }: { account: string }) {
  const source = useHistorySource();
  if (source.isError) {
    return <HistoryErrorPanel error={source.error} what={t`the history`} />;
  }
  if (!source.data) return <SkeletonRows rows={2} label={t`Opening the history…`} />;
  return <OriginsFrom source={source.data} account={account} />;
}

function OriginsFrom({ source, account }: { source: HistorySource; account: string }) {
  const client = useNodeClient();
  const revision = useHistoryRevision(source);
  const creator = useQuery(historyQueries.creator(client, source, account, revision));
  const created = useQuery(historyQueries.createdAccounts(client, source, account, revision));
  const c = creator.data;
  const createdCount = formatInteger(created.data?.accounts.length ?? 0);
  return (
    <div className="space-y-2 text-sm" data-testid="account-origins">
      {creator.isError ? (
        <HistoryErrorPanel error={creator.error} what={t`the creator of ${account}`} />
      ) : c === undefined ? (
        <SkeletonRows rows={1} label={t`Looking up its creator…`} />
      ) : c ? (
        <p>
          <Trans>
            Created by <AccountLink name={c.creator} />
          </Trans>
          {c.trxId ? (
            <>
              {' '}
              <Trans>
                in transaction{' '}
                {c.blockNum !== undefined ? (
                  <Link
                    to={paths.transaction(c.blockNum, c.trxId)}
                    className={`font-mono ${INLINE_LINK}`}
                  >
                    {shortHash(c.trxId)}
                  </Link>
                ) : (
                  <span className="font-mono">{shortHash(c.trxId)}</span>
                )}
              </Trans>
            </>
          ) : null}
          {c.blockNum !== undefined ? (
            <Trans>
              , block <BlockLink block={c.blockNum} />
            </Trans>
          ) : null}
          {c.timestamp ? (
            <>
              , <TimeText value={c.timestamp} />
            </>
          ) : null}
          .
        </p>
      ) : (
        <p>
          <Trans>The history does not know who created {account}.</Trans>
        </p>
      )}
      {created.isError ? (
        <HistoryErrorPanel error={created.error} what={t`the accounts ${account} created`} />
      ) : created.data && created.data.accounts.length > 0 ? (
        <div>
          <p>
            {created.data.next
              ? t`Created ${createdCount}+ accounts:`
              : plural(created.data.accounts.length, {
                  one: 'Created # account:',
                  other: 'Created # accounts:',
                })}
          </p>
          <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
            {created.data.accounts.map((a) => (
              <li key={a.name}>
                <AccountLink name={a.name} />
              </li>
            ))}
          </ul>
        </div>
      ) : created.data ? (
        <p>
          <Trans>The history knows of no account {account} created.</Trans>
        </p>
      ) : null}
    </div>
  );
}
