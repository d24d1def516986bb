import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { TimeText } from '@/components/ui/time-text';
import type { ReactNode } from 'react';
import type { Block } from '@/api/node-client';
import { AccountLink } from '@/components/links/account-link';
import { BlockLink } from '@/components/links/block-link';
import { CopyButton } from '@/components/ui/copy-button';
import { KeyValueList } from '@/components/ui/key-value-list';
import { formatInteger, formatRelative } from '@/lib/format';
import { FinalityBadge } from './finality-badge';

export interface BlockSummaryProps {
  block: Block;
  lastIrreversible: number | undefined;
  /** Now, for the relative time; 0 while the head is unknown (no relative time shown). */
  now: number;
}

const ZERO_ID = /^0{64}$/;

function Hash({ value, label }: { value: string; label: string }) {
  return (
    <span>
      <span className="font-mono break-all">{value}</span>
      <CopyButton value={value} label={label} />
    </span>
  );
}

function Extensions({ items }: { items: unknown[] }): ReactNode {
  if (items.length === 0) return t`None`;
  return (
    <pre className="font-mono text-xs break-all whitespace-pre-wrap">
      {JSON.stringify(items, null, 2)}
    </pre>
  );
}

/** Every field of get_block, labelled for a person. */
export function BlockSummary({ block, lastIrreversible, now }: BlockSummaryProps) {
  return (
    <KeyValueList
      items={[
        {
          label: t`Finality`,
          value: <FinalityBadge blockNum={block.block_num} lastIrreversible={lastIrreversible} />,
        },
        { label: t`Block number`, value: formatInteger(block.block_num) },
        {
          label: t`Time`,
          value: (
            <span>
              <TimeText value={block.timestamp} />{' '}
              {now > 0 ? (
                <span className="text-slate-600 dark:text-slate-300">
                  ({formatRelative(block.timestamp, now)})
                </span>
              ) : null}
            </span>
          ),
        },
        { label: t`Producer`, value: <AccountLink name={block.producer} /> },
        { label: t`Block id`, value: <Hash value={block.id} label={t`block id`} /> },
        {
          label: t`Previous block`,
          hint: t`Id of the block this one builds on.`,
          value: ZERO_ID.test(block.previous) ? (
            <span>
              <Trans>None (this is the first block)</Trans>
            </span>
          ) : (
            <span>
              <BlockLink block={block.previous} />
              <CopyButton value={block.previous} label={t`previous block id`} />
            </span>
          ),
        },
        { label: t`Transactions`, value: formatInteger(block.transactions.length) },
        {
          label: t`Transaction Merkle root`,
          hint: t`transaction_mroot: commits to the transactions in the block.`,
          value: <Hash value={block.transaction_mroot} label={t`transaction Merkle root`} />,
        },
        {
          label: t`Action Merkle root`,
          hint: t`action_mroot: commits to every action executed.`,
          value: <Hash value={block.action_mroot} label={t`action Merkle root`} />,
        },
        {
          label: t`Confirmed`,
          hint: t`Earlier blocks this producer confirms with this block.`,
          value: formatInteger(block.confirmed),
        },
        { label: t`Schedule version`, value: formatInteger(block.schedule_version) },
        {
          label: t`New producers`,
          hint: t`A new producer schedule announced in this block.`,
          value: block.new_producers ? (
            <span>
              <Trans>Version {block.new_producers.version}:</Trans>{' '}
              {block.new_producers.producers.map((p, i) => (
                <span key={p.producer_name}>
                  {i > 0 ? ', ' : ''}
                  <AccountLink name={p.producer_name} />
                </span>
              ))}
            </span>
          ) : (
            t`None`
          ),
        },
        {
          label: t`Producer signature`,
          value: <Hash value={block.producer_signature} label={t`producer signature`} />,
        },
        {
          label: t`Reference block prefix`,
          hint: t`ref_block_prefix: transactions quote it (TaPoS) to prove which chain they target.`,
          value: <span className="font-mono">{block.ref_block_prefix}</span>,
        },
        { label: t`Header extensions`, value: <Extensions items={block.header_extensions} /> },
        { label: t`Block extensions`, value: <Extensions items={block.block_extensions} /> },
      ]}
    />
  );
}
