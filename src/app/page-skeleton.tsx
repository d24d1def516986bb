import { t } from '@lingui/core/macro';
import { SkeletonRows } from '@/components/ui/skeleton';

/** A page's place in the shell while its code arrives on the first load (HydrateFallback). */
export function PageSkeleton() {
  return <SkeletonRows rows={6} label={t`Loading the explorer…`} />;
}
