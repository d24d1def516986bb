import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { CopyButton } from '@/components/ui/copy-button';
import { KeyValueList } from '@/components/ui/key-value-list';
import { TimeText } from '@/components/ui/time-text';
import type { LayoutEvidence } from '@/lib/chain-layout';
import { formatDuration } from '@/lib/format';
import type { BuiltTransaction } from './build';

function evidenceText(e: LayoutEvidence): string {
  switch (e) {
    case 'mainnet-chain-id':
      return t`the node’s chain id is the CyberWay mainnet’s`;
    case 'eosio-info-fields':
      return t`the node’s get_info has fields only EOSIO nodes send`;
    case 'cyberway-abi':
      return t`the contracts’ ABIs are in CyberWay’s format`;
    case 'eosio-abi':
      return t`the contracts’ ABIs are in EOSIO’s format`;
    case 'chosen':
      return t`chosen in the header`;
  }
}

/** Seconds from a node time to another (both UTC without a zone). */
function secondsBetween(from: string, to: string): number {
  const ms = (s: string) => Date.parse(/Z$/.test(s) ? s : `${s}Z`);
  return Math.round((ms(to) - ms(from)) / 1000);
}

/** When it expires, in words, measured against the node's head now. */
function ExpiryWords({
  built,
  headTime,
}: {
  built: BuiltTransaction;
  headTime: string | undefined;
}) {
  const left = secondsBetween(headTime ?? built.headTime, built.trx.expiration);
  const at = <TimeText value={built.trx.expiration} />;
  if (left <= 0) {
    const ago = formatDuration(-left);
    return (
      <span className="font-medium text-red-800 dark:text-red-300">
        <Trans>
          Expired {ago} ago (at {at}): the node will refuse it. Build it again.
        </Trans>
      </span>
    );
  }
  const words = formatDuration(left);
  return (
    <span>
      <Trans>
        Expires in {words} of the chain’s time (at {at})
      </Trans>
    </span>
  );
}

/** The header as built: layout and why, expiry, TaPoS and resource limits. */
export function ReviewFacts({ built, headTime }: { built: BuiltTransaction; headTime?: string }) {
  const { trx, layout, refBlock } = built;
  const evidence = evidenceText(layout.evidence);
  const none = t`no limit of its own`;
  const kib = (n: number) => (n === 0 ? none : t`${n} KiB`);
  const ms = (n: number) => (n === 0 ? none : t`${n} ms`);
  const words = (n: number) =>
    n === 0 ? none : plural(n, { one: '# word of 8 bytes', other: '# words of 8 bytes' });
  return (
    <KeyValueList
      items={[
        {
          label: t`Header layout`,
          value:
            layout.layout === 'cyberway' ? (
              <Trans>
                CyberWay (max_ram_kbytes and max_storage_kbytes after max_cpu_usage_ms), as{' '}
                {evidence}
              </Trans>
            ) : (
              <Trans>Standard EOSIO, as {evidence}</Trans>
            ),
        },
        { label: t`Expiration`, value: <ExpiryWords built={built} headTime={headTime} /> },
        {
          label: t`Reference block`,
          hint: t`TaPoS: the node’s last irreversible block when built`,
          value: (
            <span className="font-mono">
              {refBlock.num} · ref_block_num {trx.ref_block_num} · ref_block_prefix{' '}
              {trx.ref_block_prefix}
            </span>
          ),
        },
        {
          label: t`Resources`,
          value:
            layout.layout === 'cyberway'
              ? t`RAM: ${kib(trx.max_ram_kbytes)}; storage: ${kib(trx.max_storage_kbytes)}; CPU: ${ms(trx.max_cpu_usage_ms)}; NET: ${words(trx.max_net_usage_words)}`
              : t`CPU: ${ms(trx.max_cpu_usage_ms)}; NET: ${words(trx.max_net_usage_words)}`,
        },
        {
          label: t`Delay`,
          value: trx.delay_sec === 0 ? t`none: runs when accepted` : formatDuration(trx.delay_sec),
        },
        {
          label: t`Packed transaction`,
          value: (
            <span className="flex items-start gap-2">
              <output aria-label={t`Packed transaction`} className="font-mono text-xs break-all">
                {built.packedHex}
              </output>
              <CopyButton value={built.packedHex} label={t`packed transaction`} />
            </span>
          ),
        },
      ]}
    />
  );
}
