import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isNetApiDisabled, NodeUnreachableError } from '@/api/node-errors';
import { PanelBoundary } from '@/components/errors/panel-boundary';
import { QueryView } from '@/components/errors/query-view';
import { JsonView } from '@/components/ui/json-view';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { ConfirmDialog } from '@/features/peers/confirm-dialog';
import { NetApiOffPanel } from '@/features/peers/net-api-off-panel';
import type { OurNode } from '@/features/peers/our-node';
import { NodeAnswer, type PeerRequest } from '@/features/peers/node-answer';
import { PeerAddressForm } from '@/features/peers/peer-address-form';
import { PeerDetail } from '@/features/peers/peer-detail';
import { PeerTable } from '@/features/peers/peer-table';
import { useChainInfo } from '@/features/shell/use-chain-info';
import { useNodeClient } from '@/lib/node-store';
import { paths } from '@/lib/paths';
import { peerQueries } from '@/queries/peers';

/** Peers change by the second; the list is refreshed this often while the page is open. */
const PEER_POLL_MS = 3_000;

const peerDetailTo = (peer: string) => ({
  pathname: paths.peers(),
  search: `?${new URLSearchParams({ peer }).toString()}`,
});

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
            <Section
              title={t`Peer ${selected}`}
              id="peer-detail"
              actions={
                <Link
                  to={paths.peers()}
                  className="text-sm text-teal-700 underline dark:text-teal-300"
                >
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
                          onClick={() => setPending({ action: 'disconnect', endpoint: selected })}
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
          ) : null}

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
                      onDisconnect={(endpoint) => setPending({ action: 'disconnect', endpoint })}
                    />
                    <JsonView value={list} label={t`Raw JSON (net/connections)`} />
                  </>
                )}
              </QueryView>
            </PanelBoundary>
          </Section>

          <Section title={t`Connect or disconnect a peer`}>
            <PeerAddressForm
              disabled={mutation.isPending}
              onRequest={(action, endpoint) => setPending({ action, endpoint })}
            />
          </Section>
        </>
      )}

      <ConfirmDialog
        open={pending !== null}
        title={pending?.action === 'connect' ? t`Connect to this peer?` : t`Disconnect this peer?`}
        confirmLabel={pending?.action === 'connect' ? t`Connect` : t`Disconnect`}
        onConfirm={handleConfirm}
        onCancel={() => setPending(null)}
      >
        {pending ? (
          <p>
            {pending.action === 'connect' ? (
              <Trans>
                The node at <span className="font-mono">{client.baseUrl}</span> will be asked to
                open a connection to{' '}
                <bdi className="font-mono font-semibold">{pending.endpoint}</bdi>.
              </Trans>
            ) : (
              <Trans>
                The node at <span className="font-mono">{client.baseUrl}</span> will be asked to
                drop its connection to{' '}
                <bdi className="font-mono font-semibold">{pending.endpoint}</bdi>.
              </Trans>
            )}
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
