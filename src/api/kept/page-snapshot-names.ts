/**
 * The names the kept pages (page-snapshots.ts) go by, apart from their code: the app's start-up
 * and its language and time-zone switches use them without loading it.
 */

/** Marks the root element of a page the service worker drew from a kept snapshot. */
export const SNAPSHOT_ATTRIBUTE = 'data-snapshot';

/** The Cache Storage cache that holds the kept pages. */
export const PAGE_SNAPSHOTS_CACHE = 'explorer-page-snapshots-v1';

/** Whether this browser has Cache Storage (not on plain http off localhost). */
export function cachesAvailable(): boolean {
  return typeof caches !== 'undefined';
}

/** Forgets every kept page (Settings' "Clear kept data", which reports a failure). */
export async function forgetPageSnapshots(): Promise<void> {
  if (cachesAvailable()) await caches.delete(PAGE_SNAPSHOTS_CACHE);
}

/**
 * Forgets every kept page after a change to how pages are drawn or from where (language, time
 * zone, node). Nothing waits for it: a failure leaves pages that the app draws over anyway.
 */
export function dropPageSnapshots(): void {
  forgetPageSnapshots().catch(() => undefined);
}
