import { SkeletonRows } from '@/components/ui/skeleton';

/** What a page shows while its code loads (the first page of a visit, or a page not yet seen). */
export function AppShellSkeleton() {
  return (
    <div className="py-2">
      <SkeletonRows rows={6} label="Loading the page…" />
    </div>
  );
}
