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
  if (items.length === 0) return 'None';
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
          label: 'Finality',
          value: <FinalityBadge blockNum={block.block_num} lastIrreversible={lastIrreversible} />,
        },
        { label: 'Block number', value: formatInteger(block.block_num) },
        {
          label: 'Time',
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
        { label: 'Producer', value: <AccountLink name={block.producer} /> },
        { label: 'Block id', value: <Hash value={block.id} label="block id" /> },
        {
          label: 'Previous block',
          hint: 'Id of the block this one builds on.',
          value: ZERO_ID.test(block.previous) ? (
            <span>None (this is the first block)</span>
          ) : (
            <span>
              <BlockLink block={block.previous} />
              <CopyButton value={block.previous} label="previous block id" />
            </span>
          ),
        },
        { label: 'Transactions', value: formatInteger(block.transactions.length) },
        {
          label: 'Transaction Merkle root',
          hint: 'transaction_mroot: commits to the transactions in the block.',
          value: <Hash value={block.transaction_mroot} label="transaction Merkle root" />,
        },
        {
          label: 'Action Merkle root',
          hint: 'action_mroot: commits to every action executed.',
          value: <Hash value={block.action_mroot} label="action Merkle root" />,
        },
        {
          label: 'Confirmed',
          hint: 'Earlier blocks this producer confirms with this block.',
          value: formatInteger(block.confirmed),
        },
        { label: 'Schedule version', value: formatInteger(block.schedule_version) },
        {
          label: 'New producers',
          hint: 'A new producer schedule announced in this block.',
          value: block.new_producers ? (
            <span>
              Version {block.new_producers.version}:{' '}
              {block.new_producers.producers.map((p, i) => (
                <span key={p.producer_name}>
                  {i > 0 ? ', ' : ''}
                  <AccountLink name={p.producer_name} />
                </span>
              ))}
            </span>
          ) : (
            'None'
          ),
        },
        {
          label: 'Producer signature',
          value: <Hash value={block.producer_signature} label="producer signature" />,
        },
        {
          label: 'Reference block prefix',
          hint: 'ref_block_prefix: transactions quote it (TaPoS) to prove which chain they target.',
          value: <span className="font-mono">{block.ref_block_prefix}</span>,
        },
        { label: 'Header extensions', value: <Extensions items={block.header_extensions} /> },
        { label: 'Block extensions', value: <Extensions items={block.block_extensions} /> },
      ]}
    />
  );
}
