import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { NotFoundPanel } from '@/components/errors/not-found-panel';
import { PanelBoundary } from '@/components/errors/panel-boundary';
import { PageHeader } from '@/components/ui/page-header';
import { AbiView } from '@/features/contracts/abi-view';
import { AbiTool } from '@/features/tools/abi-tool';
import { ContractActionPicker } from '@/features/tools/contract-action-picker';
import { useNodeClient } from '@/lib/node-store';
import { paths } from '@/lib/paths';
import { isAccountName } from '@/api/chain-refs';
import { contractQueries } from '@/queries/contracts';

export function Component() {
  const client = useNodeClient();
  const [params, setParams] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  const action = params.get('action')?.trim() ?? '';
  const validCode = isAccountName(code);
  const abi = useQuery({ ...contractQueries.abi(client, code), enabled: validCode });
  const actionKnown = abi.data?.abi?.actions.some((a) => a.name === action) ?? false;

  return (
    <div>
      <PageHeader
        title={t`Action encoder`}
        subtitle={t`Pack an action’s arguments with a contract’s ABI (abi_json_to_bin), unpack hex back (abi_bin_to_json), and check both in the browser.`}
      />
      <ContractActionPicker
        key={code}
        code={code}
        action={action}
        abi={abi.data?.abi}
        onCode={(c) => setParams({ code: c })}
        onAction={(a) => setParams({ code, action: a })}
      />
      <div className="mt-6">
        {!code ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            <Trans>Enter a contract account (for example cyber.token) and load its ABI.</Trans>
          </p>
        ) : !validCode ? (
          <NotFoundPanel title={t`“${code}” is not a valid account name`} />
        ) : (
          <AbiView accountName={code} abi={abi}>
            {(data) =>
              !data.abi ? (
                <p className="rounded-lg border border-slate-200 p-4 text-sm dark:border-slate-700">
                  <Trans>{code} has no ABI: its actions cannot be encoded.</Trans>
                </p>
              ) : !action ? (
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  {plural(data.abi.actions.length, {
                    one: `Choose one of the # action of ${code}.`,
                    other: `Choose one of the # actions of ${code}.`,
                  })}{' '}
                  <Link
                    className="text-teal-800 underline dark:text-teal-300"
                    to={paths.accountContract(code)}
                  >
                    <Trans>Read the ABI</Trans>
                  </Link>
                </p>
              ) : !actionKnown ? (
                <NotFoundPanel title={t`${code} has no action “${action}”`} />
              ) : (
                <PanelBoundary name={t`action encoder`}>
                  <AbiTool key={`${code}:${action}`} code={code} abi={data.abi} action={action} />
                </PanelBoundary>
              )
            }
          </AbiView>
        )}
      </div>
    </div>
  );
}
