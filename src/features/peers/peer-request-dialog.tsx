import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { NodeClient } from '@/api/node-client';
import { ConfirmDialog } from './confirm-dialog';
import type { PeerRequest } from './node-answer';

export interface PeerRequestDialogProps {
  /** The request waiting for confirmation; null keeps the dialog closed. */
  pending: PeerRequest | null;
  /** The node that will be asked. */
  client: NodeClient;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Connecting or disconnecting a peer changes the node itself: said in full, and asked first. */
export function PeerRequestDialog({
  pending,
  client,
  onConfirm,
  onCancel,
}: PeerRequestDialogProps) {
  return (
    <ConfirmDialog
      open={pending !== null}
      title={pending?.action === 'connect' ? t`Connect to this peer?` : t`Disconnect this peer?`}
      confirmLabel={pending?.action === 'connect' ? t`Connect` : t`Disconnect`}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {pending ? (
        <p>
          {pending.action === 'connect' ? (
            <Trans>
              The node at <span className="font-mono">{client.baseUrl}</span> will be asked to open
              a connection to <bdi className="font-mono font-semibold">{pending.endpoint}</bdi>.
            </Trans>
          ) : (
            <Trans>
              The node at <span className="font-mono">{client.baseUrl}</span> will be asked to drop
              its connection to <bdi className="font-mono font-semibold">{pending.endpoint}</bdi>.
            </Trans>
          )}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
