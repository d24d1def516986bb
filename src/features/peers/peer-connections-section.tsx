import { t } from '@lingui/core/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ConnectionStatus } from '@/api/node-client';
import { PanelBoundary } from '@/components/errors/panel-boundary';
import { QueryView } from '@/components/errors/query-view';
import { JsonView } from '@/components/ui/json-view';
import { Section } from '@/components/ui/section';
import { paths } from '@/lib/paths';
import type { OurNode } from './our-node';
import { PeerTable } from './peer-table';

export interface PeerConnectionsSectionProps {
  /** The node's answer to net/connections. */
  connections: UseQueryResult<ConnectionStatus[]>;
  ours: OurNode;
  /** Asks (after confirmation) to drop one connection. */
  onDisconnect: (endpoint: string) => void;
}

const peerDetailTo = (peer: string) => ({
  pathname: paths.peers(),
  search: `?${new URLSearchParams({ peer }).toString()}`,
});

/** Every connection of the node, each linking to its detail, with the raw answer below. */
export function PeerConnectionsSection({
  connections,
  ours,
  onDisconnect,
}: PeerConnectionsSectionProps) {
  return (
    <Section
      title={connections.data ? t`Connections (${connections.data.length})` : t`Connections`}
      id="peer-connections"
    >
      <PanelBoundary name={t`connections`}>
        <QueryView query={connections} what={t`the node’s peer connections`}>
          {(list) => (
            <>
              <PeerTable
                connections={list}
                ours={ours}
                detailTo={peerDetailTo}
                onDisconnect={onDisconnect}
              />
              <JsonView value={list} label={t`Raw JSON (net/connections)`} />
            </>
          )}
        </QueryView>
      </PanelBoundary>
    </Section>
  );
}
