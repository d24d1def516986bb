import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { PanelBoundary } from '@/components/errors/panel-boundary';
import { Section } from '@/components/ui/section';
import { AddContractForm } from '@/features/accounts/add-contract-form';
import { TokenBalances } from '@/features/accounts/token-balances';
import { useListParam } from '@/features/accounts/use-list-param';
import { parseContractsParam, tokenContractsToCheck } from '@/lib/token-contracts';
import { useNodeState } from '@/lib/node-store';

export function Component() {
  const { accountName = '' } = useParams();
  const { config } = useNodeState();
  const [added, setAdded] = useListParam('contracts', parseContractsParam);
  const contracts = tokenContractsToCheck(
    config.coreTokenContract ?? 'cyber.token',
    config.tokenContracts ?? [],
    added,
  );

  return (
    <Section title={t`Token balances`}>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">
        <Trans>
          Balances come from get_currency_balance, asked of each contract below; tokens in other
          contracts are not listed unless you add them.
        </Trans>
      </p>
      <PanelBoundary name={t`token balances`}>
        <TokenBalances
          accountName={accountName}
          contracts={contracts}
          onRemove={(c) => setAdded(added.filter((x) => x !== c))}
        />
      </PanelBoundary>
      <AddContractForm
        existing={contracts.map((c) => c.contract)}
        onAdd={(c) => setAdded([...added, c])}
      />
    </Section>
  );
}
