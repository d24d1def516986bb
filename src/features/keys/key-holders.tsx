import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { QueryView } from '@/components/errors/query-view';
import { Section } from '@/components/ui/section';
import { SkeletonRows } from '@/components/ui/skeleton';
import { formatInteger } from '@/lib/format';
import { useNodeClient, useNodeState } from '@/lib/node-store';
import { paths } from '@/lib/paths';
import type { TypedPublicKey } from '@/lib/public-key';
import { keyAccountQueries, type KeyAttempt, type KeySource } from '@/queries/key-accounts';
import { HoldersTable, SHOWN } from './holders-table';
import { KeyScan } from './key-scan';

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
                ), a CyberWay node with its history plugin, or a Leap node (3.1 or later).
              </Trans>
            </p>
            <KeyScan publicKey={publicKey} />
          </Section>
        )
      }
    </QueryView>
  );
}
