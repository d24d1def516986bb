import { t } from '@lingui/core/macro';
import { PageHeader } from '@/components/ui/page-header';
import { ProposalsView } from '@/features/msig/proposals-view';

export function Component() {
  return (
    <div>
      <PageHeader
        title={t`Multisig proposals`}
        subtitle={t`Transactions proposed through cyber.msig, newest first, with the approvals they wait for`}
      />
      <ProposalsView />
    </div>
  );
}
