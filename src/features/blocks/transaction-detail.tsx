import type { TransactionReceipt } from '@/api/node-client';
import { hasPackedTransaction } from '@/api/schemas/block';
import { BlockLink } from '@/components/links/block-link';
import { CopyButton } from '@/components/ui/copy-button';
import { KeyValueList } from '@/components/ui/key-value-list';
import { Section } from '@/components/ui/section';
import { formatDuration, formatInteger, formatLocal, formatUtc } from '@/lib/format';
import { ActionList } from './action-list';
import { TransactionStatusBadge } from './transaction-status-badge';
import { statusInfo } from './transaction-statuses';

export interface TransactionDetailProps {
  receipt: TransactionReceipt;
  blockNum: number;
  blockTime: string;
}

function limit(value: number | undefined, unit: string): string {
  if (value === undefined) return 'Not set by this chain';
  return value === 0
    ? 'No limit of its own (0: the chain’s maximum applies)'
    : `${formatInteger(value)} ${unit}`;
}

/** A transaction in its block: status, resources billed, header, signatures and actions. */
export function TransactionDetail({ receipt, blockNum, blockTime }: TransactionDetailProps) {
  const status = statusInfo(receipt.status);
  const packed = hasPackedTransaction(receipt) ? receipt.trx : undefined;
  const trx = packed?.transaction;
  return (
    <>
      <Section title="In the block">
        <KeyValueList
          items={[
            {
              label: 'Status',
              value: (
                <span className="flex flex-col gap-1">
                  <span>
                    <TransactionStatusBadge status={receipt.status} />
                  </span>
                  <span>{status.explanation}</span>
                </span>
              ),
            },
            {
              label: 'Block',
              value: (
                <span>
                  <BlockLink block={blockNum} />{' '}
                  <span className="text-slate-600 dark:text-slate-300">
                    at {formatUtc(blockTime)}
                  </span>
                </span>
              ),
            },
            { label: 'CPU billed', value: `${formatInteger(receipt.cpu_usage_us)} µs` },
            {
              label: 'NET billed',
              value: `${formatInteger(receipt.net_usage_words * 8)} bytes (${formatInteger(receipt.net_usage_words)} words)`,
            },
            {
              label: 'RAM billed',
              value:
                receipt.ram_kbytes === undefined
                  ? 'Not reported'
                  : `${formatInteger(receipt.ram_kbytes)} kB`,
            },
            {
              label: 'Storage billed',
              hint: 'Negative when storage was freed.',
              value:
                receipt.storage_kbytes === undefined
                  ? 'Not reported'
                  : `${formatInteger(receipt.storage_kbytes)} kB`,
            },
          ]}
        />
      </Section>
      {packed && trx ? (
        <>
          <Section title="Header">
            <KeyValueList
              items={[
                {
                  label: 'Expiration',
                  hint: 'The transaction is void if not in a block by then.',
                  value: (
                    <span className="flex flex-col">
                      <span>{formatUtc(trx.expiration)}</span>
                      <span className="text-slate-600 dark:text-slate-300">
                        {formatLocal(trx.expiration)} (your time)
                      </span>
                    </span>
                  ),
                },
                {
                  label: 'Reference block',
                  hint: 'TaPoS: the low 16 bits of a recent block number and that block’s id prefix.',
                  value: (
                    <span>
                      number (low 16 bits) <span className="font-mono">{trx.ref_block_num}</span>,
                      prefix <span className="font-mono">{trx.ref_block_prefix}</span>
                    </span>
                  ),
                },
                {
                  label: 'Max NET',
                  value:
                    trx.max_net_usage_words === 0
                      ? limit(0, '')
                      : `${formatInteger(trx.max_net_usage_words)} words (${formatInteger(trx.max_net_usage_words * 8)} bytes)`,
                },
                { label: 'Max CPU', value: limit(trx.max_cpu_usage_ms, 'ms') },
                { label: 'Max RAM', value: limit(trx.max_ram_kbytes, 'kB') },
                { label: 'Max storage', value: limit(trx.max_storage_kbytes, 'kB') },
                {
                  label: 'Delay',
                  value: trx.delay_sec === 0 ? 'None' : formatDuration(trx.delay_sec),
                },
                { label: 'Compression', value: packed.compression },
                {
                  label: 'Signatures',
                  value: packed.signatures.length ? (
                    <ul className="space-y-1">
                      {packed.signatures.map((sig, i) => (
                        <li key={i}>
                          <span className="font-mono break-all">{sig}</span>
                          <CopyButton value={sig} label={`signature ${i + 1}`} />
                        </li>
                      ))}
                    </ul>
                  ) : (
                    'None'
                  ),
                },
                {
                  label: 'Context-free data',
                  value: packed.context_free_data.length
                    ? `${packed.context_free_data.length} entries`
                    : 'None',
                },
                {
                  label: 'Extensions',
                  value: trx.transaction_extensions.length
                    ? JSON.stringify(trx.transaction_extensions)
                    : 'None',
                },
              ]}
            />
          </Section>
          {trx.context_free_actions.length ? (
            <Section title={`Context-free actions (${trx.context_free_actions.length})`}>
              <ActionList actions={trx.context_free_actions} label="Context-free actions" />
            </Section>
          ) : null}
          <Section title={`Actions (${trx.actions.length})`}>
            <ActionList actions={trx.actions} label="Actions" />
          </Section>
          <details className="mb-8 rounded-lg border border-slate-200 text-sm dark:border-slate-700">
            <summary className="cursor-pointer px-4 py-2 font-medium select-none">
              Packed transaction (hex)
            </summary>
            <p className="border-t border-slate-200 p-4 font-mono text-xs break-all dark:border-slate-700">
              {packed.packed_trx}
            </p>
          </details>
        </>
      ) : (
        <p className="mb-8 rounded-lg border border-dashed border-slate-300 p-4 text-sm dark:border-slate-600">
          The block holds only this transaction’s id, as nodes do for deferred, delayed and expired
          transactions: its header and actions are not part of this block.
        </p>
      )}
    </>
  );
}
