import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { readTokenAddress } from '@/api/chain-refs';
import { lazyWithRetry } from '@/components/errors/lazy-with-retry';
import { NotATokenPage } from '@/components/errors/not-a-token';
import { PanelBoundary } from '@/components/errors/panel-boundary';
import { PageHeader } from '@/components/ui/page-header';
import { SkeletonRows } from '@/components/ui/skeleton';
import { INLINE_LINK } from '@/components/links/inline-link';
import { paths } from '@/lib/paths';

// IndexedDB, the history code and the virtualizer come with the list, not the page's first chunk.
const TokenHolders = lazyWithRetry(
  () => import('@/features/history/token-holders'),
  (m) => m.default,
);

/** `/token/<contract>/<symbol>/holders`: the accounts holding a token, largest first. */
export function Component() {
  const { code = '', symbol = '' } = useParams();
  const address = readTokenAddress(code, symbol);
  if (!address) return <NotATokenPage code={code} symbol={symbol} />;
  const token = address.symbol;
  return (
    <>
      <PageHeader
        title={t`Holders of ${token}`}
        subtitle={
          <Trans>
            Token{' '}
            <Link to={paths.token(address.code, token)} className={`font-mono ${INLINE_LINK}`}>
              {address.code}/{token}
            </Link>
          </Trans>
        }
      />
      <PanelBoundary name={t`holders`}>
        <Suspense fallback={<SkeletonRows rows={6} label={t`Loading the holders of ${token}…`} />}>
          <TokenHolders code={address.code} symbol={token} />
        </Suspense>
      </PanelBoundary>
    </>
  );
}
