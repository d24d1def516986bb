import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { focusHeadingState } from '@/lib/heading-focus';
import { isNotFoundError } from '@/api/node-errors';
import { INLINE_LINK } from '@/components/links/inline-link';
import { formatInteger } from '@/lib/format';
import { useNodeClient, useNodeState } from '@/lib/node-store';
import { paths } from '@/lib/paths';
import { blockQueries } from '@/queries/blocks';
import { historyQueries } from '@/queries/history';
import { LookupList, type LookupRow } from './lookup-list';
import { lookupStatus, soleFind } from './lookup-status';

/**
 * A 64-hex id is a block id or a transaction id, and only asking tells which: the node for the
 * block, the history service (when one is chosen) for the transaction. One find opens at once;
 * otherwise everything found is offered, and with nothing found, the search through the history.
 */
export function IdSearch({ id }: { id: string }) {
  const client = useNodeClient();
  const navigate = useNavigate();
  const { history, config } = useNodeState();
  const service = history.url;
  const block = useQuery(blockQueries.detail(client, id));
  const trx = useQuery({
    ...historyQueries.serviceTransaction(client, service ?? '', config.requestTimeoutMs, id),
    enabled: service !== null,
  });

  const blockStatus = lookupStatus(block, isNotFoundError);
  const trxStatus = lookupStatus(
    trx,
    () => false,
    (t) => t === null,
  );
  const trxBlock = trx.data?.blockNum;
  const sole = soleFind(service ? [blockStatus, trxStatus] : [blockStatus]);
  const target =
    sole === 0
      ? paths.block(id)
      : sole === 1 && trxBlock !== undefined
        ? paths.transaction(trxBlock, id)
        : null;

  useEffect(() => {
    if (target) void navigate(target, { replace: true, state: focusHeadingState });
  }, [navigate, target]);

  const rows: LookupRow[] = [
    {
      key: 'block',
      where: 'Block on this node',
      status: blockStatus,
      found: (
        <Link to={paths.block(id)} className={INLINE_LINK}>
          Block {block.data ? formatInteger(block.data.block_num) : ''}
        </Link>
      ),
      absent: 'The node knows no block with this id.',
      error: block.error,
    },
  ];
  if (service) {
    rows.push({
      key: 'transaction',
      where: 'Transaction in the history service',
      status: trxStatus,
      found:
        trxBlock !== undefined ? (
          <Link to={paths.transaction(trxBlock, id)} className={INLINE_LINK}>
            Transaction in block {formatInteger(trxBlock)}
          </Link>
        ) : null,
      absent: 'The history service does not know a transaction with this id.',
      error: trx.error,
    });
  }
  const nothing = rows.every((r) => r.status === 'absent');
  return (
    <>
      <LookupList label="Search results" rows={rows} />
      {target ? (
        <p role="status" className="mt-3 text-sm">
          Opening it…
        </p>
      ) : null}
      {nothing || (!service && blockStatus !== 'pending' && blockStatus !== 'found') ? (
        <p className="mt-4 text-sm">
          {service
            ? 'Neither is known. '
            : 'No history service is chosen to ask for a transaction. '}
          <Link to={paths.transactionById(id)} className={INLINE_LINK}>
            Look for transaction {id} in history
          </Link>
          {service ? null : ', which reads the node’s recent blocks.'}
        </p>
      ) : null}
    </>
  );
}
