import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { NotFoundPanel } from '@/components/errors/not-found-panel';
import { deferredTo, type DeferredView } from './deferred-url';

export interface LowerBoundGoneProps {
  view: DeferredView;
}

/** The page started at a transaction that has run (or expired) since: start over. */
export function LowerBoundGone({ view }: LowerBoundGoneProps) {
  return (
    <NotFoundPanel title={t`This page’s first transaction is no longer scheduled`}>
      <p>
        <Trans>
          Transaction <span className="font-mono break-all">{view.lower}</span> has run or expired
          since this page was opened, so the node cannot continue from it.
        </Trans>
      </p>
      <Link
        to={deferredTo({ ...view, lower: '' })}
        className="mt-2 inline-block text-teal-700 underline dark:text-teal-300"
      >
        <Trans>Start from the first page</Trans>
      </Link>
    </NotFoundPanel>
  );
}
