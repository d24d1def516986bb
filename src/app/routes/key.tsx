import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { lazyWithRetry } from '@/components/errors/lazy-with-retry';
import { PanelBoundary } from '@/components/errors/panel-boundary';
import { SkeletonRows } from '@/components/ui/skeleton';
import { NotFoundPanel } from '@/components/errors/not-found-panel';
import { PageHeader } from '@/components/ui/page-header';
import { looksLikePrivateKey } from '@/lib/search';

// Reading a key takes @wharfkit/antelope: it loads with the page's key part, not its first chunk;
// a failed download is fetched again by the panel's "Try again".
const KeyPage = lazyWithRetry(
  () => import('@/features/keys/key-page'),
  (m) => m.default,
);

/** The accounts holding a public key: `/key/<key as typed>` (GLS…, EOS… or PUB_K1_…). */
export function Component() {
  const { publicKey: typed = '' } = useParams();
  if (looksLikePrivateKey(typed.trim())) {
    return (
      <>
        <PageHeader title={t`A private key`} />
        <NotFoundPanel title={t`This is a private key: nothing was asked with it`}>
          <Trans>
            Whoever has a private key controls the account. Do not share this address; search by the
            public key (GLS…, EOS… or PUB_K1_…) instead.
          </Trans>
        </NotFoundPanel>
      </>
    );
  }
  return (
    <PanelBoundary name={t`the key`}>
      <Suspense fallback={<SkeletonRows rows={3} label={t`Reading the key…`} />}>
        <KeyPage typed={typed} />
      </Suspense>
    </PanelBoundary>
  );
}
