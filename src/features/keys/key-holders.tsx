import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { QueryView } from '@/components/errors/query-view';
import { DataTable } from '@/components/ui/data-table';
import { Section } from '@/components/ui/section';
import { SkeletonRows } from '@/components/ui/skeleton';
import { formatInteger } from '@/lib/format';
import { useNodeClient, useNodeState } from '@/lib/node-store';
import { paths } from '@/lib/paths';
import { isSameKey, type TypedPublicKey } from '@/lib/public-key';
import { accountQueries } from '@/queries/accounts';
import { keyAccountQueries, type KeyAttempt, type KeySource } from '@/queries/key-accounts';

/** At most this many accounts are read (one get_account each). */
const SHOWN = 100;

const link = 'font-mono text-teal-700 underline dark:text-teal-300';

const SOURCE_PATHS: Record<KeySource, string> = {
  'history-service': '/v2/state/get_key_accounts',
  'node-history': '/v1/history/get_key_accounts',
  'node-leap': '/v1/chain/get_accounts_by_authorizers',
};

/** A source by its name and its path (data, not words: never translated). */
function SourceName({ source, historyUrl }: { source: KeySource; historyUrl: string | null }) {
  const label = {
    'history-service': t`the history service`,
    'node-history': t`the node’s history plugin`,
    'node-leap': t`the node (Leap)`,
  }[source];
  return (
    <>
      {label} <code className="break-all">{SOURCE_PATHS[source]}</code>
      {source === 'history-service' && historyUrl ? (
        <>
          {' '}
          (<span className="font-mono break-all">{historyUrl}</span>)
        </>
      ) : null}
    </>
  );
}

function outcomeText(attempt: KeyAttempt): string {
  switch (attempt.outcome) {
    case 'answered':
      return plural(attempt.accounts.length, {
        one: 'answered: # account',
        other: 'answered: # accounts',
      });
    case 'not-configured':
      return t`not asked: no history service is in use (Settings → History)`;
    case 'not-offered':
      return t`not offered here (404)`;
    case 'failed':
      return t`failed: ${attempt.message}`;
  }
}

/** One permission holding the key, or a note on an account whose permissions are not known. */
interface HolderRow {
  account: string;
  perm: string | null;
  weight: number | null;
  threshold: number | null;
  note: string | null;
}

/** The permissions of each account that list the key, as its get_account tells them now. */
function HoldersTable({ accounts, publicKey }: { accounts: string[]; publicKey: TypedPublicKey }) {
  const client = useNodeClient();
  const reads = useQueries({
    queries: accounts.slice(0, SHOWN).map((account) => accountQueries.detail(client, account)),
  });
  const rows = reads.flatMap((read, i): HolderRow[] => {
    const account = accounts[i] ?? '';
    const note = (text: string) => [
      { account, perm: null, weight: null, threshold: null, note: text },
    ];
    if (read.isPending) return note(t`Reading its permissions…`);
    if (read.isError) return note(t`Its permissions could not be read: ${read.error.message}`);
    const holding = read.data.permissions.flatMap((p) =>
      p.required_auth.keys
        .filter((k) => isSameKey(k.key, publicKey))
        .map((k) => ({
          account,
          perm: p.perm_name,
          weight: k.weight,
          threshold: p.required_auth.threshold,
          note: null,
        })),
    );
    return holding.length > 0 ? holding : note(t`No permission lists this key now.`);
  });
  const number = (n: number | null) => (n === null ? '' : formatInteger(n));
  return (
    <DataTable
      caption={t`Accounts and permissions holding the key`}
      rows={rows}
      rowKey={(r) => `${r.account} ${r.perm ?? ''}`}
      columns={[
        {
          header: t`Account`,
          cell: (r) => (
            <Link to={paths.account(r.account)} className={link}>
              {r.account}
            </Link>
          ),
        },
        {
          header: t`Permission`,
          cell: (r) =>
            r.perm === null ? (
              <span className="text-slate-600 dark:text-slate-300">{r.note}</span>
            ) : (
              <span className="font-mono">{r.perm}</span>
            ),
        },
        { header: t`Key weight`, cell: (r) => number(r.weight), numeric: true },
        { header: t`Threshold`, cell: (r) => number(r.threshold), numeric: true },
      ]}
    />
  );
}

function Attempts({ attempts, historyUrl }: { attempts: KeyAttempt[]; historyUrl: string | null }) {
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm" aria-label={t`Sources asked`}>
      {attempts.map((a) => (
        <li key={a.source} className="break-words">
          <SourceName source={a.source} historyUrl={historyUrl} />: {outcomeText(a)}
        </li>
      ))}
    </ul>
  );
}

/** The accounts holding a key, from the first source that can list them, or why none could. */
export function KeyHolders({ publicKey }: { publicKey: TypedPublicKey }) {
  const client = useNodeClient();
  const { history, config } = useNodeState();
  const query = useQuery(
    keyAccountQueries.holders(client, history.url, config.requestTimeoutMs, publicKey.modern),
  );
  return (
    <QueryView
      query={query}
      what={t`the accounts holding this key`}
      skeleton={<SkeletonRows rows={3} label={t`Asking for the accounts holding this key…`} />}
    >
      {({ answer, attempts }) =>
        answer ? (
          <Section title={t`Accounts holding this key`}>
            <p className="mb-3 text-sm" data-testid="key-source">
              <Trans>
                Source: <SourceName source={answer.source} historyUrl={history.url} />
              </Trans>
            </p>
            {answer.accounts.length === 0 ? (
              <p className="rounded-md border border-slate-200 px-4 py-3 dark:border-slate-700">
                <Trans>No account holds this key.</Trans>
              </p>
            ) : (
              <HoldersTable accounts={answer.accounts} publicKey={publicKey} />
            )}
            {answer.accounts.length > SHOWN ? (
              <p className="mt-2 text-sm">
                <Trans>
                  The first {formatInteger(SHOWN)} of {formatInteger(answer.accounts.length)}{' '}
                  accounts are shown.
                </Trans>
              </p>
            ) : null}
            {attempts.length > 1 ? (
              <div className="mt-4">
                <h3 className="mb-1 text-sm font-semibold">
                  <Trans>Sources asked before</Trans>
                </h3>
                <Attempts attempts={attempts.slice(0, -1)} historyUrl={history.url} />
              </div>
            ) : null}
          </Section>
        ) : (
          <Section title={t`No source could list the accounts holding this key`}>
            <Attempts attempts={attempts} historyUrl={history.url} />
            <p className="mt-3 text-sm">
              <Trans>
                Any of these would answer: a Hyperion history service (set one in{' '}
                <Link to={paths.settings()} className="text-teal-700 underline dark:text-teal-300">
                  Settings
                </Link>
                ), a CyberWay node with its history plugin, or a Leap node (3.1 or later). This
                explorer does not scan every account for the key.
              </Trans>
            </p>
          </Section>
        )
      }
    </QueryView>
  );
}
