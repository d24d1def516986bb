import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { BlockHeaderState, ProducerSchedule } from '@/api/node-client';
import { QueryView } from '@/components/errors/query-view';
import { AccountLink } from '@/components/links/account-link';
import { BlockLink } from '@/components/links/block-link';
import { DataTable } from '@/components/ui/data-table';
import { JsonView } from '@/components/ui/json-view';
import { KeyValueList } from '@/components/ui/key-value-list';
import { formatInteger } from '@/lib/format';
import { useNodeClient } from '@/lib/node-store';
import { blockQueries } from '@/queries/blocks';

export interface HeaderStatePanelProps {
  blockNum: number;
  isIrreversible: boolean;
}

function IrreversibleExplanation() {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 p-4 text-sm dark:border-slate-600">
      <p className="font-medium">
        <Trans>This block is irreversible, so the node no longer keeps its header state.</Trans>
      </p>
      <p className="mt-1 text-slate-600 dark:text-slate-300">
        <Trans>
          The header state (the producer schedule, confirmations and irreversibility bookkeeping at
          this block) lives only in the node’s fork database, which holds the reversible blocks
          between the last irreversible block and the head. Once a block is final the node drops it;{' '}
          <span className="font-mono">get_block_header_state</span> then answers “unknown block”.
          Open a block newer than the last irreversible one to see its header state.
        </Trans>
      </p>
    </div>
  );
}

function Schedule({ schedule, caption }: { schedule: ProducerSchedule; caption: string }) {
  const version = schedule.version;
  return (
    <DataTable
      caption={t`${caption} (version ${version})`}
      hideCaption={false}
      rows={schedule.producers}
      rowKey={(p, i) => `${i}-${p.producer_name}`}
      empty={
        <p className="text-sm">
          <Trans>
            {caption}: empty (version {version}).
          </Trans>
        </p>
      }
      columns={[
        { header: '#', numeric: true, cell: (p) => schedule.producers.indexOf(p) + 1 },
        { header: t`Producer`, cell: (p) => <AccountLink name={p.producer_name} /> },
        {
          header: t`Signing key`,
          cell: (p) => <span className="font-mono break-all">{p.block_signing_key ?? '—'}</span>,
        },
      ]}
    />
  );
}

function Pairs({ pairs, caption }: { pairs: [string, number][]; caption: string }) {
  return (
    <DataTable
      caption={caption}
      hideCaption={false}
      rows={pairs}
      rowKey={([p], i) => `${i}-${p}`}
      empty={
        <p className="text-sm">
          <Trans>{caption}: none.</Trans>
        </p>
      }
      columns={[
        { header: t`Producer`, cell: ([p]) => <AccountLink name={p} /> },
        { header: t`Block`, numeric: true, cell: ([, n]) => <BlockLink block={n} /> },
      ]}
    />
  );
}

function optional(n: number | undefined): string {
  return n === undefined ? t`Not reported by this node` : formatInteger(n);
}

function HeaderStateView({ state }: { state: BlockHeaderState }) {
  return (
    <div className="space-y-4">
      <KeyValueList
        items={[
          {
            label: t`Signing key`,
            value: <span className="font-mono break-all">{state.block_signing_key ?? '—'}</span>,
          },
          {
            label: t`Proposed irreversible block (DPoS)`,
            value: <BlockLink block={state.dpos_proposed_irreversible_blocknum} />,
          },
          {
            label: t`Irreversible block (DPoS)`,
            hint: t`The last irreversible block as seen from this block.`,
            value: <BlockLink block={state.dpos_irreversible_blocknum} />,
          },
          {
            label: t`Irreversible block (BFT)`,
            value: optional(state.bft_irreversible_blocknum),
          },
          {
            label: t`Pending schedule becomes active at`,
            hint: t`pending_schedule_lib_num: the block whose finality activates it.`,
            value: optional(state.pending_schedule_lib_num),
          },
          {
            label: t`Pending schedule hash`,
            value: (
              <span className="font-mono break-all">{state.pending_schedule_hash ?? '—'}</span>
            ),
          },
          ...(state.scheduled_shuffle_slot !== undefined
            ? [
                {
                  label: t`Next shuffle slot`,
                  hint: t`CyberWay: when the schedule order is next shuffled.`,
                  value: formatInteger(state.scheduled_shuffle_slot),
                },
              ]
            : []),
          {
            label: t`Confirmations counted`,
            value: state.confirm_count.length
              ? state.confirm_count.map((n) => formatInteger(n)).join(', ')
              : t`None`,
          },
        ]}
      />
      <Schedule schedule={state.active_schedule} caption={t`Active schedule`} />
      <Schedule schedule={state.pending_schedule} caption={t`Pending schedule`} />
      <Pairs
        pairs={state.producer_to_last_produced}
        caption={t`Last block produced by each producer`}
      />
      <Pairs
        pairs={state.producer_to_last_implied_irb}
        caption={t`Last irreversible block implied by each producer`}
      />
      <JsonView value={state} label={t`Raw get_block_header_state JSON`} />
    </div>
  );
}

/** Block header state (spec 2.4) while the block is reversible; an explanation once it is not. */
export function HeaderStatePanel({ blockNum, isIrreversible }: HeaderStatePanelProps) {
  const client = useNodeClient();
  const query = useQuery({
    ...blockQueries.headerState(client, blockNum),
    enabled: !isIrreversible,
  });
  if (isIrreversible && query.data === undefined) return <IrreversibleExplanation />;
  const blockLabel = formatInteger(blockNum);
  return (
    <QueryView
      query={query}
      what={t`the header state of block ${blockLabel}`}
      notFound={<IrreversibleExplanation />}
    >
      {(state) => (
        <>
          {isIrreversible ? (
            <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">
              <Trans>
                This block has just become irreversible; below is the header state read while it was
                still reversible.
              </Trans>
            </p>
          ) : null}
          <HeaderStateView state={state} />
        </>
      )}
    </QueryView>
  );
}
