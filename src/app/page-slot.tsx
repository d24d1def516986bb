import { Suspense, type ComponentType } from 'react';
import { PageSkeleton } from './page-skeleton';

/** A page (a lazy component of router.tsx), or its skeleton inside the shell while its code arrives. */
export function PageSlot({ page: Page }: { page: ComponentType }) {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Page />
    </Suspense>
  );
}
