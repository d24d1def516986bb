import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ConnectionStatus } from '@/api/node-client';
import { PanelBoundary } from '@/components/errors/panel-boundary';
import { QueryView } from '@/components/errors/query-view';
import { Section } from '@/components/ui/section';
import { paths } from '@/lib/paths';
import type { OurNode } from './our-node';
import { PeerDetail } from './peer-detail';

export interface PeerDetailSectionProps {
  /** The address asked about (the page's `?peer=`). */
  selected: string;
  /** The node's answer about it. */
  detail: UseQueryResult<ConnectionStatus | null>;
  ours: OurNode;
  /** Asks (after confirmation) to drop the connection. */
  onDisconnect: () => void;
}

/** The peer chosen in the list: what the node says of it, and a way to disconnect it. */
export function PeerDetailSection({
  selected,
  detail,
  ours,
  onDisconnect,
}: PeerDetailSectionProps) {
  return (
    <Section
      title={t`Peer ${selected}`}
      id="peer-detail"
      actions={
        <Link to={paths.peers()} className="text-sm text-teal-700 underline dark:text-teal-300">
          <Trans>Close peer detail</Trans>
        </Link>
      }
    >
      <PanelBoundary name={t`peer detail`}>
        <QueryView query={detail} what={t`the status of ${selected}`}>
          {(status) => (
            <>
              <PeerDetail endpoint={selected} status={status} ours={ours} />
              {status ? (
                <button
                  type="button"
                  onClick={onDisconnect}
                  className="mt-3 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 dark:border-slate-600 dark:hover:bg-slate-800"
                >
                  <Trans>Disconnect this peer…</Trans>
                </button>
              ) : null}
            </>
          )}
        </QueryView>
      </PanelBoundary>
    </Section>
  );
}
