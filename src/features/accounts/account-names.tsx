import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { NodeHttpError, saysNotFound } from '@/api/node-errors';
import { Link } from 'react-router';
import { QueryView } from '@/components/errors/query-view';
import { AccountLink } from '@/components/links/account-link';
import { INLINE_LINK } from '@/components/links/inline-link';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useNodeClient } from '@/lib/node-store';
import { paths } from '@/lib/paths';
import { DOMAIN_LIMIT, nameQueries, USERNAME_LIMIT, type DomainRow } from '@/queries/names';
import { usernameSpellings } from './username-spelling';

export interface AccountNamesProps {
  accountName: string;
}

const LIST = 'space-y-1';
const NOTE = 'text-sm text-slate-600 dark:text-slate-300';

function NameLink({ name }: { name: string }) {
  return (
    <Link to={paths.names(name)} className={`font-mono font-medium ${INLINE_LINK}`}>
      {name}
    </Link>
  );
}

/** The node answered that cyber.domain's tables are not there (no such contract or operation). */
function hasNoNameContract(error: unknown): boolean {
  return (
    error instanceof NodeHttpError &&
    (error.status === 404 ||
      saysNotFound(error) ||
      error.details.some((d) => d.message.includes('cyber.domain')))
  );
}

/**
 * Usernames and domains that resolve to the account, read from cyber.domain's tables: two
 * get_table_rows, which answer even when there is nothing, where resolve_names fails the whole
 * call (HTTP 500) on any name it does not know and could only be asked about guesses.
 */
export function AccountNames({ accountName }: AccountNamesProps) {
  const client = useNodeClient();
  const domains = useQuery(nameQueries.domains(client));
  const usernames = useQuery(nameQueries.usernamesOf(client, accountName));
  const domainRows = domains.data?.rows ?? [];
  // An EOSIO chain has no cyber.domain: a fact about the chain, not a failure to explain.
  if (hasNoNameContract(domains.error) || hasNoNameContract(usernames.error)) {
    return (
      <p className="text-sm">
        <Trans>This chain has no usernames or domains: the node has no cyber.domain tables.</Trans>
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <div>
        <h3 className="mb-1 text-sm font-semibold">
          <Trans>Usernames</Trans>
        </h3>
        {/* Held until the domains are read, so a username is not rewritten under the reader. */}
        {domains.isPending && usernames.data ? (
          <SkeletonRows rows={2} label={t`Reading usernames…`} />
        ) : (
          <QueryView query={usernames} what={t`the usernames of ${accountName}`}>
            {(listing) =>
              listing.rows.length === 0 ? (
                <p className="text-sm">
                  <Trans>{accountName} owns no username.</Trans>
                </p>
              ) : (
                <>
                  <ul className={LIST}>
                    {listing.rows.map((row) => {
                      const [first, ...others] = usernameSpellings(row, domainRows);
                      const names = others.join(', ');
                      return (
                        <li key={`${row.scope}/${row.name}`}>
                          <NameLink name={first ?? row.name} />
                          {others.length ? (
                            <span className={NOTE}>
                              {' '}
                              <Trans>
                                also <bdi className="font-mono">{names}</bdi>
                              </Trans>
                            </span>
                          ) : null}
                        </li>
                      );
                    })}
                  </ul>
                  {listing.more ? (
                    <p className={NOTE}>
                      <Trans>Only the first {USERNAME_LIMIT} usernames are listed.</Trans>
                    </p>
                  ) : null}
                </>
              )
            }
          </QueryView>
        )}
      </div>
      <div>
        <h3 className="mb-1 text-sm font-semibold">
          <Trans>Domains</Trans>
        </h3>
        <QueryView query={domains} what={t`the domains`}>
          {(listing) => <LinkedDomains account={accountName} domains={listing.rows} />}
        </QueryView>
        {domains.data?.more ? (
          <p className={NOTE}>
            <Trans>
              Only the first {DOMAIN_LIMIT} domains were read: a domain after them is not listed,
              and a username registered there is written name@@account.
            </Trans>
          </p>
        ) : null}
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-300">
        <Trans>
          Read from the tables of <AccountLink name="cyber.domain" />: the usernames whose owner is{' '}
          {accountName}, each written with a domain linked to the account that registered it, and
          the domains linked to {accountName}.
        </Trans>
      </p>
    </div>
  );
}

function LinkedDomains({ account, domains }: { account: string; domains: DomainRow[] }) {
  const linked = domains.filter((d) => d.linkedTo === account);
  if (linked.length === 0) {
    return (
      <p className="text-sm">
        <Trans>No domain is linked to {account}.</Trans>
      </p>
    );
  }
  return (
    <ul className={LIST}>
      {linked.map((d) => (
        <li key={d.name}>
          <NameLink name={d.name} />
        </li>
      ))}
    </ul>
  );
}
