import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { GetInfo, TransactionRequest } from '@/api/node-client';
import { isNotFoundError } from '@/api/node-errors';
import { isJsonObject } from '@/api/json-object';
import { BlockLink } from '@/components/links/block-link';
import { Badge } from '@/components/ui/badge';
import { KeyValueList } from '@/components/ui/key-value-list';
import { formatDuration, formatInteger, formatUtc } from '@/lib/format';
import { useNodeClient } from '@/lib/node-store';
import { refBlockPrefix } from '@/lib/transaction-header';
import { blockQueries } from '@/queries/blocks';
import { MAX_LIFETIME_SEC, expirationStatus, referencedBlockNum } from './transaction-model';

export interface TransactionChecksProps {
  trx: TransactionRequest;
  /** The live head (get_info); undefined while it loads. */
  info: GetInfo | undefined;
}

function ExpirationCheck({ trx, info }: TransactionChecksProps) {
  const exp = trx.expiration;
  if (typeof exp !== 'string')
    return (
      <Badge tone="bad">
        <Trans>No expiration</Trans>
      </Badge>
    );
  if (!info) {
    return (
      <span>
        <Trans>{formatUtc(exp)} (waiting for the head block…)</Trans>
      </span>
    );
  }
  const s = expirationStatus(exp, info.head_block_time);
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="font-mono">{exp}</span>
      <span>({formatUtc(exp)})</span>
      {s.kind === 'valid' ? (
        <Badge tone="good">
          <Trans>Valid: expires {formatDuration(s.secondsLeft)} after the head block</Trans>
        </Badge>
      ) : s.kind === 'expired' ? (
        <Badge tone="bad">
          <Trans>Expired {formatDuration(s.secondsAgo)} before the head block</Trans>
        </Badge>
      ) : s.kind === 'too-far' ? (
        <Badge tone="bad">
          <Trans>
            Too far ahead: {formatDuration(s.secondsLeft)} after the head block; nodes accept at
            most {formatDuration(MAX_LIFETIME_SEC)}
          </Trans>
        </Badge>
      ) : (
        <Badge tone="warn">
          <Trans>Cannot be read as a time</Trans>
        </Badge>
      )}
    </span>
  );
}

function TaposCheck({ trx, info }: TransactionChecksProps) {
  const client = useNodeClient();
  const refNum = Number(trx.ref_block_num ?? 0);
  const refPrefix = Number(trx.ref_block_prefix ?? 0);
  const target = info ? referencedBlockNum(info.head_block_num, refNum) : null;
  const block = useQuery({
    ...blockQueries.detail(client, target ?? 0, {
      isIrreversible:
        info !== undefined && target !== null && target <= info.last_irreversible_block_num,
    }),
    enabled: target !== null,
  });
  if (!info) {
    return (
      <span>
        <Trans>waiting for the head block…</Trans>
      </span>
    );
  }
  if (target === null) {
    return (
      <Badge tone="bad">
        <Trans>No block with ref_block_num {refNum} exists yet</Trans>
      </Badge>
    );
  }
  const intro = (
    <span>
      <Trans>
        ref_block_num <span className="font-mono">{refNum}</span> → block{' '}
        <BlockLink block={target} /> (the latest block whose number ends in these 16 bits,{' '}
        {formatInteger(info.head_block_num - target)} behind the head)
      </Trans>
    </span>
  );
  if (block.isPending) {
    return (
      <span>
        <Trans>{intro}; reading the block…</Trans>
      </span>
    );
  }
  if (block.isError) {
    return (
      <span>
        {intro}.{' '}
        <Badge tone="warn">
          {isNotFoundError(block.error)
            ? t`The node no longer has this block`
            : t`The block could not be read`}
        </Badge>
      </span>
    );
  }
  const actual = refBlockPrefix(block.data.id);
  return (
    <span className="block space-y-1">
      <span className="block">{intro}.</span>
      <span className="flex flex-wrap items-center gap-2">
        ref_block_prefix <span className="font-mono">{refPrefix}</span>
        {actual === refPrefix ? (
          <Badge tone="good">
            <Trans>Matches block {target}: bytes 8–11 of its id, little-endian</Trans>
          </Badge>
        ) : (
          <Badge tone="bad">
            <Trans>
              Does not match block {target} (its prefix is {actual}): the transaction references
              another block, from another fork or more than 65,536 blocks ago
            </Trans>
          </Badge>
        )}
      </span>
      <span className="block font-mono text-xs break-all text-slate-600 dark:text-slate-300">
        <Trans>block id {block.data.id}</Trans>
      </span>
    </span>
  );
}

/** Expiration and TaPoS reference block, checked against the chain; and what the actions are. */
export function TransactionChecks({ trx, info }: TransactionChecksProps) {
  const actions = Array.isArray(trx.actions) ? trx.actions : [];
  return (
    <KeyValueList
      items={[
        {
          label: t`Expiration`,
          hint: t`against the head block time`,
          value: <ExpirationCheck trx={trx} info={info} />,
        },
        {
          label: t`Reference block (TaPoS)`,
          hint: 'ref_block_num / ref_block_prefix',
          value: <TaposCheck trx={trx} info={info} />,
        },
        {
          label: t`Delay`,
          value: t`${formatInteger(Number(trx.delay_sec ?? 0))} s`,
        },
        {
          label: t`Actions`,
          value:
            actions.length === 0 ? (
              t`none`
            ) : (
              <ol className="list-decimal space-y-0.5 pl-5">
                {actions.map((a, i) => (
                  <li key={i}>
                    <span className="font-mono">
                      {String(a.account)}::{String(a.name)}
                    </span>{' '}
                    <Trans>by</Trans>{' '}
                    <span className="font-mono">
                      {(Array.isArray(a.authorization) ? a.authorization : [])
                        .map((l) => `${l.actor}@${l.permission}`)
                        .join(', ') || t`nobody`}
                    </span>
                    <span className="text-slate-600 dark:text-slate-300">
                      {' '}
                      ·{' '}
                      {typeof a.hex_data === 'string'
                        ? t`data as hex_data`
                        : isJsonObject(a.data)
                          ? t`data as JSON arguments`
                          : t`data as hex`}
                    </span>
                  </li>
                ))}
              </ol>
            ),
        },
      ]}
    />
  );
}
