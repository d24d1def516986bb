import { t } from '@lingui/core/macro';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { lazyWithRetry } from '@/components/errors/lazy-with-retry';
import { PanelBoundary } from '@/components/errors/panel-boundary';
import { SkeletonRows } from '@/components/ui/skeleton';
import { LeavePrivateKeyAddress } from '@/features/search/private-key-in-address';
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
  if (looksLikePrivateKey(typed.trim())) return <LeavePrivateKeyAddress />;
  return (
    <PanelBoundary name={t`the key`}>
      <Suspense fallback={<SkeletonRows rows={3} label={t`Reading the key…`} />}>
        <KeyPage typed={typed} />
      </Suspense>
    </PanelBoundary>
  );
}
