import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { UseMutationResult } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { KeyValueList } from '@/components/ui/key-value-list';
import { formatInteger } from '@/lib/format';
import { HistoryErrorPanel } from './history-error-panel';
import type { HistoryServiceProbe } from './history-service-probe';

export interface HistoryTestPanelProps {
  probe: UseMutationResult<HistoryServiceProbe, Error, string>;
}

/**
 * The last history service test: why it failed, or what the service said of itself. A service of
 * another chain than the node's is refused, since its answers would mix two chains.
 */
export function HistoryTestPanel({ probe }: HistoryTestPanelProps) {
  const serviceChain = probe.data?.health.chainId ?? t`(not reported)`;
  const nodeChain = probe.data?.nodeChainId;
  return (
    <div className="mt-4">
      {probe.isError ? <HistoryErrorPanel error={probe.error} what={probe.variables} /> : null}
      {probe.isSuccess ? (
        <div role="status" aria-label={t`History service test result`}>
          {probe.data.health.chainId === probe.data.nodeChainId ? (
            <p className="mb-2 text-sm">
              <Badge tone="good">
                <Trans>Same chain as the node</Trans>
              </Badge>{' '}
              <span className="font-mono">{probe.data.url}</span>
            </p>
          ) : (
            <p role="alert" className="mb-2 text-sm font-medium text-red-800 dark:text-red-300">
              <Trans>
                Refused: this service indexes chain {serviceChain}, not the node’s chain {nodeChain}
                . Its answers would mix two chains.
              </Trans>
            </p>
          )}
          <KeyValueList
            items={[
              { label: t`Version`, value: probe.data.health.version },
              {
                label: t`Chain id`,
                value: (
                  <span className="font-mono break-all">
                    {probe.data.health.chainId ?? t`not reported`}
                  </span>
                ),
              },
              {
                label: t`Last indexed block`,
                value:
                  probe.data.health.lastIndexedBlock !== undefined
                    ? formatInteger(probe.data.health.lastIndexedBlock)
                    : t`not reported`,
              },
              {
                label: t`Missing blocks`,
                value:
                  probe.data.health.missingBlocks !== undefined
                    ? formatInteger(probe.data.health.missingBlocks)
                    : t`not reported`,
              },
              { label: t`Latency`, value: t`${probe.data.latencyMs} ms` },
            ]}
          />
        </div>
      ) : null}
    </div>
  );
}
