import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { PackedTransaction } from '@/api/node-client';
import { CopyButton } from '@/components/ui/copy-button';
import { KeyValueList } from '@/components/ui/key-value-list';
import { Section } from '@/components/ui/section';
import { TimeText } from '@/components/ui/time-text';
import { formatDuration } from '@/lib/format';
import { byteCount, formatKilobytes, formatMilliseconds, wordCount } from './resource-units';

export interface TransactionHeaderProps {
  packed: PackedTransaction;
}

/** A header's maximum: 0 leaves the chain's own, and older chains have no such field. */
function limit(value: number | undefined, format: (n: number) => string): string {
  if (value === undefined) return t`Not set by this chain`;
  return value === 0 ? t`No limit of its own (0: the chain’s maximum applies)` : format(value);
}

/** A transaction's header as signed: expiration, TaPoS, limits, delay, signatures, extensions. */
export function TransactionHeader({ packed }: TransactionHeaderProps) {
  const trx = packed.transaction;
  return (
    <Section title={t`Header`}>
      <KeyValueList
        items={[
          {
            label: t`Expiration`,
            hint: t`The transaction is void if not in a block by then.`,
            value: <TimeText value={trx.expiration} />,
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
            value: limit(trx.max_net_usage_words, (n) => `${wordCount(n)} (${byteCount(n * 8)})`),
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
  );
}
