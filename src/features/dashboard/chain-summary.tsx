import { plural, t } from '@lingui/core/macro';
import { TimeText } from '@/components/ui/time-text';
import type { GetInfo } from '@/api/node-client';
import { AccountLink } from '@/components/links/account-link';
import { BlockLink } from '@/components/links/block-link';
import { CopyButton } from '@/components/ui/copy-button';
import { JsonView } from '@/components/ui/json-view';
import { KeyValueList } from '@/components/ui/key-value-list';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatBytes, formatInteger, formatRelative } from '@/lib/format';

export interface ChainSummaryProps {
  /** undefined while the head loads: the same fields, their values grey bars. */
  info: GetInfo | undefined;
  /** Now, for relative times (ticks with the head poll). */
  now: number;
}

/**
 * A value's place while the head loads, as tall as the value will be (`tall` for the larger block
 * numbers; `wrapsBelow`: a second line at widths where the value wraps, as the chain id does
 * until the widest screens): the panel keeps its height when the data arrives, and nothing below
 * it moves.
 */
function Pending({ tall = false, wrapsBelow }: { tall?: boolean; wrapsBelow?: 'xl' }) {
  const line = cn('flex items-center', tall ? 'h-6' : 'h-5');
  return (
    <span aria-hidden="true" className="block">
      <span className={line}>
        <Skeleton className="h-4 w-1/2" />
      </span>
      {wrapsBelow === 'xl' ? (
        <span className={cn(line, 'xl:hidden')}>
          <Skeleton className="h-4 w-1/3" />
        </span>
      ) : null}
    </span>
  );
}

/** The head, the last irreversible block and who produced the head, from get_info. */
export function ChainSummary({ info, now }: ChainSummaryProps) {
  if (!info) {
    return (
      <div role="status" aria-live="polite">
        <span className="sr-only">{t`Loading the chain head…`}</span>
        <KeyValueList items={chainFields(undefined, now)} />
      </div>
    );
  }
  return <KeyValueList items={chainFields(info, now)} />;
}

function chainFields(info: GetInfo | undefined, now: number) {
  const behind = info ? info.head_block_num - info.last_irreversible_block_num : 0;
  return [
    {
      label: t`Head block`,
      value: info ? (
        <span className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-base font-semibold" data-testid="head-block">
            <BlockLink block={info.head_block_num} />
          </span>
          <span className="text-slate-600 dark:text-slate-300">
            <TimeText value={info.head_block_time} /> ({formatRelative(info.head_block_time, now)})
          </span>
        </span>
      ) : (
        <Pending tall />
      ),
    },
    {
      label: t`Last irreversible block`,
      hint: t`Final: can no longer be reverted.`,
      value: info ? (
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
      ) : (
        <Pending tall />
      ),
    },
    {
      label: t`Head block producer`,
      value: info ? <AccountLink name={info.head_block_producer} /> : <Pending />,
    },
  ];
}

/** What the node says of itself and its limits: for operators, not the first thing to read. */
function nodeFields(info: GetInfo | undefined) {
  return [
    {
      label: t`Chain id`,
      value: info ? (
        <span>
          <span className="font-mono break-all">{info.chain_id}</span>
          <CopyButton value={info.chain_id} label={t`chain id`} />
        </span>
      ) : (
        <Pending wrapsBelow="xl" />
      ),
    },
    {
      label: t`Server version`,
      value: info ? (
        <span>
          {info.server_version_string ? (
            <span translate="no">{info.server_version_string} </span>
          ) : null}
          <span className="font-mono text-slate-600 dark:text-slate-300">
            ({info.server_version})
          </span>
        </span>
      ) : (
        <Pending />
      ),
    },
    {
      label: t`CPU limit per block`,
      hint: t`Virtual (elastic, recalculated each block) / actual maximum.`,
      value: info ? (
        t`${formatInteger(info.virtual_block_cpu_limit)} µs virtual / ${formatInteger(info.block_cpu_limit)} µs actual`
      ) : (
        <Pending />
      ),
    },
    {
      label: t`NET limit per block`,
      hint: t`Virtual (elastic, recalculated each block) / actual maximum.`,
      value: info ? (
        t`${formatBytes(info.virtual_block_net_limit)} virtual / ${formatBytes(info.block_net_limit)} actual`
      ) : (
        <Pending />
      ),
    },
  ];
}

export interface NodeDetailsProps {
  /** undefined while the head loads. */
  info: GetInfo | undefined;
}

/**
 * The chain's identity, the node's version and the per-block limits, with the raw get_info
 * answer, folded away: they matter to operators, and the head and the blocks come first. Closed,
 * it is one line whether the answer is there or not, so nothing moves when it arrives.
 */
export function NodeDetails({ info }: NodeDetailsProps) {
  return (
    <details className="rounded-lg border border-slate-200 dark:border-slate-700">
      <summary className="cursor-pointer px-4 py-2 text-sm font-medium select-none focus-visible:outline-2 focus-visible:outline-teal-600">
        {t`Node details`}
        <span className="ml-2 font-normal text-slate-600 dark:text-slate-300">
          {t`chain id, server version, per-block limits`}
        </span>
      </summary>
      <div className="border-t border-slate-200 p-4 dark:border-slate-700">
        <KeyValueList items={nodeFields(info)} />
        {info ? <JsonView value={info} label={t`Raw get_info JSON`} /> : null}
      </div>
    </details>
  );
}
