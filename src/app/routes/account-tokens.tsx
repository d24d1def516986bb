import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useParams, useSearchParams } from 'react-router';
import { PanelBoundary } from '@/components/errors/panel-boundary';
import { Section } from '@/components/ui/section';
import { AccountNames } from '@/features/accounts/account-names';
import { AddContractForm } from '@/features/accounts/add-contract-form';
import { AgentStatus } from '@/features/accounts/agent-status';
import { TokenBalances } from '@/features/accounts/token-balances';
import { parseContractsParam, tokenContractsToCheck } from '@/lib/token-contracts';
import { useNodeState } from '@/lib/node-store';

export function Component() {
  const { accountName = '' } = useParams();
  const { config } = useNodeState();
  const [params, setParams] = useSearchParams();
  const added = parseContractsParam(params.get('contracts'));
  const contracts = tokenContractsToCheck(
    config.coreTokenContract ?? 'cyber.token',
    config.tokenContracts ?? [],
    added,
  );

  const setList = (key: string, list: string[]) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (list.length) next.set(key, list.join(','));
        else next.delete(key);
        return next;
      },
      { preventScrollReset: true },
    );
  };

  return (
    <>
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
            onRemove={(c) =>
              setList(
                'contracts',
                added.filter((x) => x !== c),
              )
            }
          />
        </PanelBoundary>
        <AddContractForm
          existing={contracts.map((c) => c.contract)}
          onAdd={(c) => setList('contracts', [...added, c])}
        />
      </Section>
      <Section title={t`Usernames and domains`}>
        <PanelBoundary name={t`names`}>
          <AccountNames accountName={accountName} />
        </PanelBoundary>
      </Section>
      <Section title={t`Agent and proxy status`}>
        <PanelBoundary name={t`agent status`}>
          <AgentStatus accountName={accountName} symbol={config.coreSymbol ?? '4,CYBER'} />
        </PanelBoundary>
      </Section>
    </>
  );
}
