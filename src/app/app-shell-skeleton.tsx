import { t } from '@lingui/core/macro';
import { SkeletonRows } from '@/components/ui/skeleton';

/** First paint while the first page's chunk loads. */
export function AppShellSkeleton() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <SkeletonRows rows={6} label={t`Loading the explorer…`} />
    </div>
  );
}
