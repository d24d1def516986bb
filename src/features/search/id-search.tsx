import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
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
import { SearchResults, type LookupRow } from './lookup-list';
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
    (found) => found === null,
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
      where: t`Block on this node`,
      status: blockStatus,
      found: (
        <Link to={paths.block(id)} className={INLINE_LINK}>
          {block.data ? t`Block ${formatInteger(block.data.block_num)}` : t`Block`}
        </Link>
      ),
      absent: t`The node knows no block with this id.`,
      error: block.error,
    },
  ];
  if (service) {
    rows.push({
      key: 'transaction',
      where: t`Transaction in the history service`,
      status: trxStatus,
      found:
        trxBlock !== undefined ? (
          <Link to={paths.transaction(trxBlock, id)} className={INLINE_LINK}>
            <Trans>Transaction in block {formatInteger(trxBlock)}</Trans>
          </Link>
        ) : null,
      absent: t`The history service does not know a transaction with this id.`,
      error: trx.error,
    });
  }
  const nothing = rows.every((r) => r.status === 'absent');
  return (
    <>
      <SearchResults rows={rows} opening={target !== null} />
      {nothing || (!service && blockStatus !== 'pending' && blockStatus !== 'found') ? (
        <p className="mt-4 text-sm">
          {service ? (
            <Trans>
              Neither is known.{' '}
              <Link to={paths.transactionById(id)} className={`${INLINE_LINK} break-all`}>
                Look for transaction {id} in history
              </Link>
            </Trans>
          ) : (
            <Trans>
              No history service is chosen to ask for a transaction.{' '}
              <Link to={paths.transactionById(id)} className={`${INLINE_LINK} break-all`}>
                Look for transaction {id} in history
              </Link>
              , which reads the node’s recent blocks.
            </Trans>
          )}
        </p>
      ) : null}
    </>
  );
}
