/**
 * The names the kept pages (page-snapshots.ts) go by, apart from their code: the app's start-up
 * and its language and time-zone switches use them without loading it.
 */

/** Marks the root element of a page the service worker drew from a kept snapshot. */
export const SNAPSHOT_ATTRIBUTE = 'data-snapshot';

/** The Cache Storage cache that holds the kept pages. */
export const PAGE_SNAPSHOTS_CACHE = 'explorer-page-snapshots-v1';

/** Forgets every kept page: after a setting that changes how pages are drawn (language, time zone). */
export async function forgetPageSnapshots(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(PAGE_SNAPSHOTS_CACHE);
}
