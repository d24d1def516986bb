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
  if (!value) return <span className="text-slate-500 dark:text-slate-400">none</span>;
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
      <NotFoundPanel title="Not connected">
        The node has no connection to <bdi className="font-mono">{endpoint}</bdi>.
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
          <strong>Warning:</strong> this peer is on another chain (its chain id differs from our
          node&apos;s).
        </p>
      ) : null}
      {!isShaken ? (
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">
          No handshake received yet: the fields below are the node&apos;s defaults.
        </p>
      ) : null}
      <KeyValueList
        items={[
          { label: 'Peer', value: <bdi className="font-mono break-all">{status.peer}</bdi> },
          { label: 'State', value: <ConnectionBadge connection={status} /> },
          { label: 'Agent', value: <PeerText value={h.agent} /> },
          { label: 'Operating system', value: <PeerText value={h.os} /> },
          { label: 'P2P address', value: <PeerText value={h.p2p_address} /> },
          { label: 'Node id', value: <Hash value={h.node_id} label="node id" /> },
          {
            label: 'Chain id',
            value: (
              <span>
                <Hash value={h.chain_id} label="chain id" />{' '}
                {isShaken ? (
                  <ChainBadge
                    handshake={h}
                    ourChainId={ours.chainId}
                    sameLabel="Same chain as our node"
                  />
                ) : null}
              </span>
            ),
          },
          {
            label: 'Head block',
            value: <BlockLag theirs={h.head_num} ours={ours.headBlockNum} />,
          },
          { label: 'Head block id', value: <Hash value={h.head_id} label="head block id" /> },
          {
            label: 'Irreversible block',
            value: <BlockLag theirs={h.last_irreversible_block_num} ours={ours.libBlockNum} />,
          },
          {
            label: 'Irreversible block id',
            value: <Hash value={h.last_irreversible_block_id} label="irreversible block id" />,
          },
          {
            label: 'Handshake time',
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
          { label: 'Generation', value: formatInteger(h.generation) },
          {
            label: 'Considers gray',
            hint: 'Optional; most nodes do not send it.',
            value:
              h.considers_gray === undefined ? (
                <span className="text-slate-500 dark:text-slate-400">not reported</span>
              ) : h.considers_gray ? (
                'Yes'
              ) : (
                'No'
              ),
          },
          { label: 'Network version', value: formatInteger(h.network_version) },
          { label: 'Public key', value: <Hash value={h.key} label="peer key" /> },
          { label: 'Token', value: <Hash value={h.token} label="handshake token" /> },
          { label: 'Signature', value: <Hash value={h.sig} label="handshake signature" /> },
        ]}
      />
      <JsonView value={status} label="Raw JSON (net/status)" />
    </div>
  );
}
