import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { isNetApiDisabled, NodeUnreachableError } from '@/api/node-errors';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { NetApiOffPanel } from '@/features/peers/net-api-off-panel';
import type { OurNode } from '@/features/peers/our-node';
import { NodeAnswer, type PeerRequest } from '@/features/peers/node-answer';
import { PeerAddressForm } from '@/features/peers/peer-address-form';
import { PeerConnectionsSection } from '@/features/peers/peer-connections-section';
import { PeerDetailSection } from '@/features/peers/peer-detail-section';
import { PeerRequestDialog } from '@/features/peers/peer-request-dialog';
import { useChainInfo } from '@/features/shell/use-chain-info';
import { useNodeClient } from '@/lib/node-store';
import { peerQueries } from '@/queries/peers';

/** Peers change by the second; the list is refreshed this often while the page is open. */
const PEER_POLL_MS = 3_000;

/** Net API off: a 404 on /v1/net, or net requests refused while chain requests work. */
function isNetApiOff(error: unknown, chainWorks: boolean): boolean {
  return isNetApiDisabled(error) || (chainWorks && error instanceof NodeUnreachableError);
}

export function Component() {
  const client = useNodeClient();
  const queryClient = useQueryClient();
  const info = useChainInfo();
  const [searchParams] = useSearchParams();
  const selected = searchParams.get('peer');
  const [pending, setPending] = useState<PeerRequest | null>(null);
  const [answer, setAnswer] = useState<(PeerRequest & { text: string }) | null>(null);

  const connections = useQuery({
    ...peerQueries.connections(client),
    refetchInterval: PEER_POLL_MS,
  });
  const detail = useQuery({
    ...peerQueries.status(client, selected ?? ''),
    enabled: selected !== null && selected !== '',
    refetchInterval: PEER_POLL_MS,
  });

  const mutation = useMutation({
    mutationFn: ({ action, endpoint }: PeerRequest) =>
      action === 'connect' ? client.connectPeer(endpoint) : client.disconnectPeer(endpoint),
    onSuccess: (text, vars) => setAnswer({ ...vars, text }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: peerQueries.all(client) }),
  });

  const ours: OurNode = {
    headBlockNum: info.data?.head_block_num,
    libBlockNum: info.data?.last_irreversible_block_num,
    chainId: info.data?.chain_id,
  };
  const chainWorks = info.data !== undefined && !info.isError;
  const netOff =
    connections.data === undefined &&
    connections.isError &&
    isNetApiOff(connections.error, chainWorks);

  const handleConfirm = () => {
    if (!pending) return;
    setAnswer(null);
    mutation.reset();
    mutation.mutate(pending);
    setPending(null);
  };

  return (
    <div>
      <PageHeader
        title={t`Peers`}
        subtitle={
          <Trans>
            Connections of the node at <span className="font-mono">{client.baseUrl}</span>,
            refreshed every {PEER_POLL_MS / 1000} s.
          </Trans>
        }
      />

      {netOff ? (
        <NetApiOffPanel error={connections.error} />
      ) : (
        <>
          <NodeAnswer
            sending={mutation.isPending ? mutation.variables : undefined}
            answer={answer}
            error={
              mutation.isError && mutation.variables
                ? { request: mutation.variables, error: mutation.error }
                : null
            }
          />

          {selected ? (
            <PeerDetailSection
              selected={selected}
              detail={detail}
              ours={ours}
              onDisconnect={() => setPending({ action: 'disconnect', endpoint: selected })}
            />
          ) : null}

          {/* The form comes before the list, whose length is known only when it arrives: below
              it, the form moved down by the list's height on every load. */}
          <Section title={t`Connect or disconnect a peer`}>
            <PeerAddressForm
              disabled={mutation.isPending}
              onRequest={(action, endpoint) => setPending({ action, endpoint })}
            />
          </Section>

          <PeerConnectionsSection
            connections={connections}
            ours={ours}
            onDisconnect={(endpoint) => setPending({ action: 'disconnect', endpoint })}
          />
        </>
      )}

      <PeerRequestDialog
        pending={pending}
        client={client}
        onConfirm={handleConfirm}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
