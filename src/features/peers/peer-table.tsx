import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link, type To } from 'react-router';
import type { ConnectionStatus } from '@/api/node-client';
import { DataTable } from '@/components/ui/data-table';
import { BlockLag } from './block-lag';
import { ConnectionBadge } from './connection-badge';
import { HandshakeTime } from './handshake-time';
import type { OurNode } from './our-node';
import { ChainBadge } from './chain-badge';
import { hasHandshake } from './peer-state';
import { PeerText } from './peer-text';
import { INLINE_LINK } from '@/components/links/inline-link';

export interface PeerTableProps {
  connections: ConnectionStatus[];
  ours: OurNode;
  /** Link to a peer's detail. */
  detailTo: (peer: string) => To;
  /** Asks to disconnect (the page confirms first). */
  onDisconnect: (peer: string) => void;
}

/** The node's connections with their last handshake, compared with our node. */
export function PeerTable({ connections, ours, detailTo, onDisconnect }: PeerTableProps) {
  return (
    <DataTable
      caption={t`Peer connections`}
      rows={connections}
      rowKey={(c, i) => `${c.peer}#${i}`}
      empty={
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm dark:border-slate-600">
          <Trans>The node has no peer connections.</Trans>
        </p>
      }
      columns={[
        {
          header: t`Peer`,
          cell: (c) => (
            <div className="min-w-40">
              <Link to={detailTo(c.peer)} className={`font-mono break-all ${INLINE_LINK}`}>
                <bdi>{c.peer || t`(no address)`}</bdi>
              </Link>
              {c.last_handshake.p2p_address && c.last_handshake.p2p_address !== c.peer ? (
                <span className="block text-xs text-slate-600 dark:text-slate-300">
                  <Trans>
                    announces <PeerText value={c.last_handshake.p2p_address} />
                  </Trans>
                </span>
              ) : null}
            </div>
          ),
        },
        { header: t`State`, cell: (c) => <ConnectionBadge connection={c} /> },
        {
          header: t`Agent`,
          cell: (c) => (
            <div className="max-w-56">
              <PeerText value={c.last_handshake.agent} />
              <span className="block text-xs text-slate-600 dark:text-slate-300">
                <Trans>
                  OS <PeerText value={c.last_handshake.os} />
                </Trans>
              </span>
            </div>
          ),
        },
        {
          header: t`Chain`,
          cell: (c) =>
            !hasHandshake(c.last_handshake) ? (
              <span className="text-slate-500 dark:text-slate-400">
                <Trans>no handshake yet</Trans>
              </span>
            ) : (
              <ChainBadge handshake={c.last_handshake} ourChainId={ours.chainId} />
            ),
        },
        {
          header: t`Head`,
          numeric: true,
          cell: (c) => <BlockLag theirs={c.last_handshake.head_num} ours={ours.headBlockNum} />,
        },
        {
          header: t`Irreversible`,
          numeric: true,
          cell: (c) => (
            <BlockLag
              theirs={c.last_handshake.last_irreversible_block_num}
              ours={ours.libBlockNum}
            />
          ),
        },
        { header: t`Handshake`, cell: (c) => <HandshakeTime handshake={c.last_handshake} /> },
        {
          header: t`Actions`,
          cell: (c) => (
            <button
              type="button"
              onClick={() => onDisconnect(c.peer)}
              aria-label={t`Disconnect ${c.peer}`}
              className="rounded-md border border-slate-300 px-2 py-1 text-xs font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 dark:border-slate-600 dark:hover:bg-slate-800"
            >
              <Trans>Disconnect</Trans>
            </button>
          ),
        },
      ]}
    />
  );
}
