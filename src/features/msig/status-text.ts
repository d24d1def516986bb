import { t } from '@lingui/core/macro';
import type { ProposalStatus } from '@/lib/msig-status';

/** The status in words, as a page or a list row says it. */
export function statusText(status: ProposalStatus): string {
  switch (status.kind) {
    case 'executed':
      return t({ message: 'Executed', context: 'multisig proposal' });
    case 'cancelled':
      return t({ message: 'Cancelled', context: 'multisig proposal' });
    case 'expired':
      return t({ message: 'Expired', context: 'multisig proposal' });
    case 'ready':
      return t`Ready to execute`;
    case 'gone':
      return t`No longer proposed`;
    case 'checking':
      return t`Checking the approvals…`;
    case 'waiting': {
      const { needed, of } = status;
      return needed === undefined
        ? t`Waiting: the requested approvals cannot satisfy it`
        : t`Waiting for ${needed} more of ${of} approvals`;
    }
  }
}
