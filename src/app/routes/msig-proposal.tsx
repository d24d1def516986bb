import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { ProposalView } from '@/features/msig/proposal-view';

export function Component() {
  const { proposer = '', proposalName = '' } = useParams();
  return (
    <div>
      <PageHeader
        title={
          <Trans>
            Proposal <span className="font-mono">{proposalName}</span>
          </Trans>
        }
        documentTitle={t`Proposal ${proposalName}`}
        subtitle={
          <Trans>
            A multisig proposal of <span className="font-mono">{proposer}</span> (cyber.msig)
          </Trans>
        }
      />
      <ProposalView key={`${proposer}/${proposalName}`} proposer={proposer} name={proposalName} />
    </div>
  );
}
