import { t } from '@lingui/core/macro';
import { useParams } from 'react-router';
import { PanelBoundary } from '@/components/errors/panel-boundary';
import { Section } from '@/components/ui/section';
import { StakingConsole } from '@/features/staking/staking-console';
import { useNodeState } from '@/lib/node-store';

export function Component() {
  const { accountName = '' } = useParams();
  const { config } = useNodeState();
  return (
    <Section title={t`Staking`}>
      <PanelBoundary name={t`staking`}>
        <StakingConsole account={accountName} symbol={config.coreSymbol ?? '4,CYBER'} />
      </PanelBoundary>
    </Section>
  );
}
