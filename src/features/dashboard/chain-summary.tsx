import { plural, t } from '@lingui/core/macro';
import { TimeText } from '@/components/ui/time-text';
import type { GetInfo } from '@/api/node-client';
import { AccountLink } from '@/components/links/account-link';
import { BlockLink } from '@/components/links/block-link';
import { CopyButton } from '@/components/ui/copy-button';
import { KeyValueList } from '@/components/ui/key-value-list';
import { formatBytes, formatInteger, formatRelative } from '@/lib/format';

export interface ChainSummaryProps {
  info: GetInfo;
  /** Now, for relative times (ticks with the head poll). */
  now: number;
}

/** Head, last irreversible block, chain identity and per-block limits, from get_info. */
export function ChainSummary({ info, now }: ChainSummaryProps) {
  const behind = info.head_block_num - info.last_irreversible_block_num;
  return (
    <KeyValueList
      items={[
        {
          label: t`Head block`,
          value: (
            <span className="flex flex-wrap items-baseline gap-x-2">
              <span className="text-base font-semibold" data-testid="head-block">
                <BlockLink block={info.head_block_num} />
              </span>
              <span className="text-slate-600 dark:text-slate-300">
                <TimeText value={info.head_block_time} /> (
                {formatRelative(info.head_block_time, now)})
              </span>
            </span>
          ),
        },
        {
          label: t`Last irreversible block`,
          hint: t`Final: can no longer be reverted.`,
          value: (
            <span className="flex flex-wrap items-baseline gap-x-2">
              <span className="text-base font-semibold" data-testid="lib-block">
                <BlockLink block={info.last_irreversible_block_num} />
              </span>
              <span className="text-slate-600 dark:text-slate-300">
                {plural(behind, {
                  one: '# block behind the head',
                  other: '# blocks behind the head',
                })}
              </span>
            </span>
          ),
        },
        { label: t`Head block producer`, value: <AccountLink name={info.head_block_producer} /> },
        {
          label: t`Chain id`,
          value: (
            <span>
              <span className="font-mono break-all">{info.chain_id}</span>
              <CopyButton value={info.chain_id} label={t`chain id`} />
            </span>
          ),
        },
        {
          label: t`Server version`,
          value: (
            <span>
              {info.server_version_string ? (
                <span translate="no">{info.server_version_string} </span>
              ) : null}
              <span className="font-mono text-slate-600 dark:text-slate-300">
                ({info.server_version})
              </span>
            </span>
          ),
        },
        {
          label: t`CPU limit per block`,
          hint: t`Virtual (elastic, recalculated each block) / actual maximum.`,
          value: t`${formatInteger(info.virtual_block_cpu_limit)} µs virtual / ${formatInteger(info.block_cpu_limit)} µs actual`,
        },
        {
          label: t`NET limit per block`,
          hint: t`Virtual (elastic, recalculated each block) / actual maximum.`,
          value: t`${formatBytes(info.virtual_block_net_limit)} virtual / ${formatBytes(info.block_net_limit)} actual`,
        },
      ]}
    />
  );
}
