import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ConnectionStatus } from '@/api/node-client';
import { NotFoundPanel } from '@/components/errors/not-found-panel';
import { CopyButton } from '@/components/ui/copy-button';
import { JsonView } from '@/components/ui/json-view';
import { KeyValueList } from '@/components/ui/key-value-list';
import { formatInteger, formatUtc } from '@/lib/format';
import { BlockLag } from './block-lag';
import { ConnectionBadge } from './connection-badge';
import { HandshakeTime } from './handshake-time';
import type { OurNode } from './our-node';
import { ChainBadge } from './chain-badge';
import { chainMatch, handshakeTime, hasHandshake } from './peer-state';
import { PeerText } from './peer-text';

export interface PeerDetailProps {
  /** The address asked about. */
  endpoint: string;
  /** The node's answer: null when it has no connection to that address. */
  status: ConnectionStatus | null;
  ours: OurNode;
}

function Hash({ value, label }: { value: string; label: string }) {
  if (!value) {
    return (
      <span className="text-slate-500 dark:text-slate-400">
        <Trans>none</Trans>
      </span>
    );
  }
  return (
    <span className="font-mono text-xs break-all">
      {value}
      <CopyButton value={value} label={label} />
    </span>
  );
}

/** One peer as /v1/net/status reports it, with every handshake field. */
export function PeerDetail({ endpoint, status, ours }: PeerDetailProps) {
  if (!status) {
    return (
      <NotFoundPanel title={t`Not connected`}>
        <Trans>
          The node has no connection to <bdi className="font-mono">{endpoint}</bdi>.
        </Trans>
      </NotFoundPanel>
    );
  }
  const h = status.last_handshake;
  const isShaken = hasHandshake(h);
  const otherChain = chainMatch(h, ours.chainId) === 'other';
  const time = handshakeTime(h);
  return (
    <div>
      {otherChain ? (
        <p
          role="alert"
          className="mb-3 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-950 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100"
        >
          <Trans>
            <strong>Warning:</strong> this peer is on another chain (its chain id differs from our
            node’s).
          </Trans>
        </p>
      ) : null}
      {!isShaken ? (
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">
          <Trans>No handshake received yet: the fields below are the node’s defaults.</Trans>
        </p>
      ) : null}
      <KeyValueList
        items={[
          { label: t`Peer`, value: <bdi className="font-mono break-all">{status.peer}</bdi> },
          { label: t`State`, value: <ConnectionBadge connection={status} /> },
          { label: t`Agent`, value: <PeerText value={h.agent} /> },
          { label: t`Operating system`, value: <PeerText value={h.os} /> },
          { label: t`P2P address`, value: <PeerText value={h.p2p_address} /> },
          { label: t`Node id`, value: <Hash value={h.node_id} label={t`node id`} /> },
          {
            label: t`Chain id`,
            value: (
              <span>
                <Hash value={h.chain_id} label={t`chain id`} />{' '}
                {isShaken ? (
                  <ChainBadge
                    handshake={h}
                    ourChainId={ours.chainId}
                    sameLabel={t`Same chain as our node`}
                  />
                ) : null}
              </span>
            ),
          },
          {
            label: t`Head block`,
            value: <BlockLag theirs={h.head_num} ours={ours.headBlockNum} />,
          },
          { label: t`Head block id`, value: <Hash value={h.head_id} label={t`head block id`} /> },
          {
            label: t`Irreversible block`,
            value: <BlockLag theirs={h.last_irreversible_block_num} ours={ours.libBlockNum} />,
          },
          {
            label: t`Irreversible block id`,
            value: <Hash value={h.last_irreversible_block_id} label={t`irreversible block id`} />,
          },
          {
            label: t`Handshake time`,
            value: (
              <span>
                <HandshakeTime handshake={h} />
                {time ? (
                  <span className="block text-xs text-slate-600 dark:text-slate-300">
                    {formatUtc(time.toISOString())}
                  </span>
                ) : null}
              </span>
            ),
          },
          { label: t`Generation`, value: formatInteger(h.generation) },
          {
            label: t`Considers gray`,
            hint: t`Optional; most nodes do not send it.`,
            value:
              h.considers_gray === undefined ? (
                <span className="text-slate-500 dark:text-slate-400">
                  <Trans>not reported</Trans>
                </span>
              ) : h.considers_gray ? (
                t`Yes`
              ) : (
                t`No`
              ),
          },
          { label: t`Network version`, value: formatInteger(h.network_version) },
          { label: t`Public key`, value: <Hash value={h.key} label={t`peer key`} /> },
          { label: t`Token`, value: <Hash value={h.token} label={t`handshake token`} /> },
          { label: t`Signature`, value: <Hash value={h.sig} label={t`handshake signature`} /> },
        ]}
      />
      <JsonView value={status} label={t`Raw JSON (net/status)`} />
    </div>
  );
}
