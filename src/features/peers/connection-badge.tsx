import type { ConnectionStatus } from '@/api/node-client';
import { Badge } from '@/components/ui/badge';
import { describeConnection } from './peer-state';

export interface ConnectionBadgeProps {
  connection: Pick<ConnectionStatus, 'connecting' | 'syncing'>;
}

/** Connecting / syncing / connected, in words (colour only reinforces). */
export function ConnectionBadge({ connection }: ConnectionBadgeProps) {
  const tone = connection.connecting ? 'warn' : connection.syncing ? 'info' : 'good';
  return <Badge tone={tone}>{describeConnection(connection)}</Badge>;
}
