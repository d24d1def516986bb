import { t } from '@lingui/core/macro';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { ProposalView } from '@/features/msig/proposal-view';

export function Component() {
  const { proposer = '', proposalName = '' } = useParams();
  return (
    <div>
      <PageHeader
        title={t`Proposal ${proposalName}`}
        subtitle={t`A multisig proposal of ${proposer} (cyber.msig)`}
      />
      <ProposalView key={`${proposer}/${proposalName}`} proposer={proposer} name={proposalName} />
    </div>
  );
}
