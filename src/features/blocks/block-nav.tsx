import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { formatInteger } from '@/lib/format';
import { paths } from '@/lib/paths';

export interface BlockNavProps {
  blockNum: number;
  /** Head block number, when known: there is no next block beyond it. */
  head: number | undefined;
}

const LINK =
  'rounded-md border border-slate-300 px-3 py-1 text-sm font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 dark:border-slate-600 dark:hover:bg-slate-800';

/** Previous / next block links. */
export function BlockNav({ blockNum, head }: BlockNavProps) {
  const hasNext = head === undefined || blockNum < head;
  return (
    <nav aria-label={t`Block navigation`} className="flex gap-2">
      {blockNum > 1 ? (
        <Link to={paths.block(blockNum - 1)} className={LINK} rel="prev">
          <Trans>← Block {formatInteger(blockNum - 1)}</Trans>
        </Link>
      ) : null}
      {hasNext ? (
        <Link to={paths.block(blockNum + 1)} className={LINK} rel="next">
          <Trans>Block {formatInteger(blockNum + 1)} →</Trans>
        </Link>
      ) : (
        <span className="px-3 py-1 text-sm text-slate-600 dark:text-slate-300">
          <Trans>This is the head block</Trans>
        </span>
      )}
    </nav>
  );
}
