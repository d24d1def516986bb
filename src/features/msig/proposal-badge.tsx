import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { ProposalStatus } from '@/lib/msig-status';
import { statusText } from './status-text';

const TONE: Record<ProposalStatus['kind'], BadgeTone> = {
  executed: 'good',
  cancelled: 'neutral',
  expired: 'bad',
  ready: 'info',
  waiting: 'warn',
  gone: 'neutral',
  checking: 'neutral',
};

export function ProposalBadge({ status }: { status: ProposalStatus }) {
  return <Badge tone={TONE[status.kind]}>{statusText(status)}</Badge>;
}
