import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { UseMutationResult } from '@tanstack/react-query';
import { ErrorPanel } from '@/components/errors/error-panel';
import { Badge } from '@/components/ui/badge';
import { KeyValueList } from '@/components/ui/key-value-list';
import { formatInteger } from '@/lib/format';
import type { NodeProbe } from './use-node-choice';

export interface NodeTestPanelProps {
  probe: UseMutationResult<NodeProbe, Error, string>;
}

/** The last node test: why it failed, or what the node said about itself and how fast. */
export function NodeTestPanel({ probe }: NodeTestPanelProps) {
  return (
    <div className="mt-4">
      {probe.isError ? <ErrorPanel error={probe.error} what={probe.variables} /> : null}
      {probe.isSuccess ? (
        <div role="status" aria-label={t`Test result`}>
          <p className="mb-2 text-sm">
            <Badge tone="good">
              <Trans>Reachable</Trans>
            </Badge>{' '}
            <span className="font-mono">{probe.data.url}</span>
          </p>
          <KeyValueList
            items={[
              {
                label: t`Chain id`,
                value: <span className="font-mono break-all">{probe.data.info.chain_id}</span>,
              },
              {
                label: t`Server version`,
                value: `${probe.data.info.server_version_string ?? ''} (${probe.data.info.server_version})`,
              },
              { label: t`Head block`, value: formatInteger(probe.data.info.head_block_num) },
              { label: t`Latency`, value: t`${probe.data.latencyMs} ms` },
            ]}
          />
        </div>
      ) : null}
    </div>
  );
}
