import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { TransactionReceipt } from '@/api/node-client';
import { hasPackedTransaction } from '@/api/schemas/block';
import { BlockLink } from '@/components/links/block-link';
import { CopyButton } from '@/components/ui/copy-button';
import { KeyValueList } from '@/components/ui/key-value-list';
import { Section } from '@/components/ui/section';
import { formatDuration, formatInteger, formatLocal, formatUtc } from '@/lib/format';
import { ActionList } from './action-list';
import { formatKilobytes, formatMicroseconds, formatMilliseconds } from './resource-units';
import { TransactionStatusBadge } from './transaction-status-badge';
import { statusInfo } from './transaction-statuses';

export interface TransactionDetailProps {
  receipt: TransactionReceipt;
  blockNum: number;
  blockTime: string;
}

/** A header's maximum: 0 leaves the chain's own, and older chains have no such field. */
function limit(value: number | undefined, format: (n: number) => string): string {
  if (value === undefined) return t`Not set by this chain`;
  return value === 0 ? t`No limit of its own (0: the chain’s maximum applies)` : format(value);
}

function words(n: number): string {
  return plural(n, { one: '# word', other: '# words' });
}

function bytes(n: number): string {
  return plural(n, { one: '# byte', other: '# bytes' });
}

/** A transaction in its block: status, resources billed, header, signatures and actions. */
export function TransactionDetail({ receipt, blockNum, blockTime }: TransactionDetailProps) {
  const status = statusInfo(receipt.status);
  const packed = hasPackedTransaction(receipt) ? receipt.trx : undefined;
  const trx = packed?.transaction;
  const time = formatUtc(blockTime);
  const cfaCount = formatInteger(trx?.context_free_actions.length ?? 0);
  const actionCount = formatInteger(trx?.actions.length ?? 0);
  const localExpiration = trx ? formatLocal(trx.expiration) : '';
  return (
    <>
      <Section title={t`In the block`}>
        <KeyValueList
          items={[
            {
              label: t`Status`,
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
              label: t`Block`,
              value: (
                <span>
                  <BlockLink block={blockNum} />{' '}
                  <span className="text-slate-600 dark:text-slate-300">{t`at ${time}`}</span>
                </span>
              ),
            },
            { label: t`CPU billed`, value: formatMicroseconds(receipt.cpu_usage_us) },
            {
              label: t`NET billed`,
              value: `${bytes(receipt.net_usage_words * 8)} (${words(receipt.net_usage_words)})`,
            },
            {
              label: t`RAM billed`,
              value:
                receipt.ram_kbytes === undefined
                  ? t`Not reported`
                  : formatKilobytes(receipt.ram_kbytes),
            },
            {
              label: t`Storage billed`,
              hint: t`Negative when storage was freed.`,
              value:
                receipt.storage_kbytes === undefined
                  ? t`Not reported`
                  : formatKilobytes(receipt.storage_kbytes),
            },
          ]}
        />
      </Section>
      {packed && trx ? (
        <>
          <Section title={t`Header`}>
            <KeyValueList
              items={[
                {
                  label: t`Expiration`,
                  hint: t`The transaction is void if not in a block by then.`,
                  value: (
                    <span className="flex flex-col">
                      <span>{formatUtc(trx.expiration)}</span>
                      <span className="text-slate-600 dark:text-slate-300">
                        {t`${localExpiration} (your time)`}
                      </span>
                    </span>
                  ),
                },
                {
                  label: t`Reference block`,
                  hint: t`TaPoS: the low 16 bits of a recent block number and that block’s id prefix.`,
                  value: (
                    <span>
                      <Trans>
                        number (low 16 bits) <span className="font-mono">{trx.ref_block_num}</span>,
                        prefix <span className="font-mono">{trx.ref_block_prefix}</span>
                      </Trans>
                    </span>
                  ),
                },
                {
                  label: t`Max NET`,
                  value: limit(trx.max_net_usage_words, (n) => `${words(n)} (${bytes(n * 8)})`),
                },
                { label: t`Max CPU`, value: limit(trx.max_cpu_usage_ms, formatMilliseconds) },
                { label: t`Max RAM`, value: limit(trx.max_ram_kbytes, formatKilobytes) },
                { label: t`Max storage`, value: limit(trx.max_storage_kbytes, formatKilobytes) },
                {
                  label: t`Delay`,
                  value: trx.delay_sec === 0 ? t`None` : formatDuration(trx.delay_sec),
                },
                {
                  label: t`Compression`,
                  value: <span className="font-mono">{packed.compression}</span>,
                },
                {
                  label: t`Signatures`,
                  value: packed.signatures.length ? (
                    <ul className="space-y-1">
                      {packed.signatures.map((sig, i) => (
                        <li key={i}>
                          <span className="font-mono break-all">{sig}</span>
                          <CopyButton value={sig} label={t`signature ${i + 1}`} />
                        </li>
                      ))}
                    </ul>
                  ) : (
                    t`None`
                  ),
                },
                {
                  label: t`Context-free data`,
                  value: packed.context_free_data.length
                    ? plural(packed.context_free_data.length, {
                        one: '# entry',
                        other: '# entries',
                      })
                    : t`None`,
                },
                {
                  label: t`Extensions`,
                  value: trx.transaction_extensions.length ? (
                    <span className="font-mono break-all">
                      {JSON.stringify(trx.transaction_extensions)}
                    </span>
                  ) : (
                    t`None`
                  ),
                },
              ]}
            />
          </Section>
          {trx.context_free_actions.length ? (
            <Section title={t`Context-free actions (${cfaCount})`}>
              <ActionList actions={trx.context_free_actions} label={t`Context-free actions`} />
            </Section>
          ) : null}
          <Section title={t`Actions (${actionCount})`}>
            <ActionList actions={trx.actions} label={t`Actions`} />
          </Section>
          <details className="mb-8 rounded-lg border border-slate-200 text-sm dark:border-slate-700">
            <summary className="cursor-pointer px-4 py-2 font-medium select-none">
              <Trans>Packed transaction (hex)</Trans>
            </summary>
            <p className="border-t border-slate-200 p-4 font-mono text-xs break-all dark:border-slate-700">
              {packed.packed_trx}
            </p>
          </details>
        </>
      ) : (
        <p className="mb-8 rounded-lg border border-dashed border-slate-300 p-4 text-sm dark:border-slate-600">
          <Trans>
            The block holds only this transaction’s id, as nodes do for deferred, delayed and
            expired transactions: its header and actions are not part of this block.
          </Trans>
        </p>
      )}
    </>
  );
}
