import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { BUTTON, PRIMARY_BUTTON } from '@/components/ui/form-styles';
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatInteger } from '@/lib/format';
import { scanAccountsForKey, type KeyScanProgress } from '@/lib/key-scan';
import { useNodeClient } from '@/lib/node-store';
import type { TypedPublicKey } from '@/lib/public-key';
import { nameQueries } from '@/queries/names';
import { HoldersTable } from './holders-table';

type ScanState =
  | { status: 'idle' }
  | { status: 'listing' }
  | { status: 'running' | 'done' | 'cancelled'; progress: KeyScanProgress }
  | { status: 'failed'; message: string; progress: KeyScanProgress | null };

function ScanBar({ progress }: { progress: KeyScanProgress }) {
  const { read, total } = progress;
  const readText = formatInteger(read);
  return (
    <ProgressBar
      label={t`Accounts read`}
      value={read}
      max={total}
      valueText={plural(total, {
        one: `${readText} of # account`,
        other: `${readText} of # accounts`,
      })}
      className="mt-3"
    />
  );
}

function progressText({ read, total, found, failed }: KeyScanProgress): string {
  const readText = formatInteger(read);
  const facts = [
    plural(total, {
      one: `${readText} of # account read`,
      other: `${readText} of # accounts read`,
    }),
    plural(found.length, { one: '# holds the key', other: '# hold the key' }),
  ];
  if (failed.length > 0)
    facts.push(plural(failed.length, { one: '# could not be read', other: '# could not be read' }));
  return facts.join(' · ');
}

function endText(state: ScanState): string | null {
  switch (state.status) {
    case 'done':
      return state.progress.found.length === 0
        ? t`Done: no account read lists this key.`
        : t`Done: every account listed was read.`;
    case 'cancelled':
      return t`Cancelled: the accounts found so far are shown.`;
    case 'failed':
      return t`The scan stopped: ${state.message}`;
    default:
      return null;
  }
}

/**
 * With no source to ask, the accounts this explorer can list (the owners of usernames and the
 * accounts domains link to) are read one by one for the key: slow on a large chain, so only on
 * the person's word, with progress and a way to stop.
 */
export function KeyScan({ publicKey }: { publicKey: TypedPublicKey }) {
  const client = useNodeClient();
  const queryClient = useQueryClient();
  const [state, setState] = useState<ScanState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = async () => {
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'listing' });
    let last: KeyScanProgress | null = null;
    try {
      const accounts = await queryClient.fetchQuery(nameQueries.listableAccounts(client));
      controller.signal.throwIfAborted();
      last = { read: 0, total: accounts.length, found: [], failed: [] };
      setState({ status: 'running', progress: last });
      const progress = await scanAccountsForKey(
        queryClient,
        client,
        accounts,
        publicKey,
        controller.signal,
        (p) => {
          last = p;
          setState({ status: 'running', progress: p });
        },
      );
      setState({ status: 'done', progress });
    } catch (error) {
      if (controller.signal.aborted) {
        if (last) setState({ status: 'cancelled', progress: last });
        else setState({ status: 'idle' });
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      setState({ status: 'failed', message, progress: last });
    } finally {
      if (running.current === controller) running.current = null;
    }
  };

  const busy = state.status === 'listing' || state.status === 'running';
  const progress = 'progress' in state ? state.progress : null;
  const end = endText(state);
  return (
    <div className="mt-4 rounded-md border border-slate-200 p-4 dark:border-slate-700">
      <h3 className="font-semibold">
        <Trans>Scan the accounts this explorer can list</Trans>
      </h3>
      <p className="mt-1 text-sm">
        <Trans>
          The node cannot list its accounts, but cyber.domain’s tables name every account that owns
          a username or has a domain linked to it. Their permissions can be read one by one (one
          request each): an account with neither is not found this way.
        </Trans>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {busy ? (
          <button type="button" className={BUTTON} onClick={() => running.current?.abort()}>
            <Trans>Cancel</Trans>
          </button>
        ) : (
          <button type="button" className={PRIMARY_BUTTON} onClick={() => void start()}>
            {state.status === 'idle' ? <Trans>Scan the accounts</Trans> : <Trans>Scan again</Trans>}
          </button>
        )}
      </div>
      <div aria-live="polite" className="mt-2 text-sm">
        {state.status === 'listing' ? <p>{t`Listing the accounts…`}</p> : null}
        {progress ? (
          <>
            <ScanBar progress={progress} />
            <p className="mt-1" data-testid="key-scan-progress">
              {progressText(progress)}
            </p>
          </>
        ) : null}
        {end ? <p className="mt-1 font-medium">{end}</p> : null}
      </div>
      {progress && progress.found.length > 0 && state.status !== 'running' ? (
        <div className="mt-3">
          <HoldersTable accounts={progress.found} publicKey={publicKey} />
        </div>
      ) : null}
    </div>
  );
}
