/**
 * Pages drawn from immutable data (an irreversible block opened by its id), kept as the markup
 * the app drew, so that the service worker (src/service-worker/) can answer the next visit of
 * that address with the page already in its HTML: it is on screen before any script has run,
 * and the app, once started, draws the same page over it. Kept in Cache Storage, which the
 * worker reads (it cannot read the page's settings or IndexedDB keys by chain). Shared by the
 * page, which writes, and the worker, which reads: no DOM here.
 */

import { cachesAvailable, PAGE_SNAPSHOTS_CACHE, SNAPSHOT_ATTRIBUTE } from './page-snapshot-names';

export { forgetPageSnapshots, PAGE_SNAPSHOTS_CACHE } from './page-snapshot-names';

/** At most this many pages are kept; the oldest go first. */
export const PAGE_SNAPSHOTS_LIMIT = 50;

/** Larger markup is not kept: the page would be drawn twice for little gain. */
export const PAGE_SNAPSHOT_MAX_CHARS = 300_000;

/** Names the build whose markup a snapshot is: its start-up script's address. */
const ENTRY_HEADER = 'x-explorer-entry';

const ROOT_ELEMENT = '<div id="root"></div>';
const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"/;

/** The start-up script of an index.html: which build it is. */
export function entryScriptOf(html: string): string | null {
  return ENTRY_SCRIPT.exec(html)?.[1] ?? null;
}

/**
 * The app's index.html with a kept page in its root, or null when the snapshot is of another
 * build (its markup may name styles this build lacks) or the shell is not the app's.
 */
export function pageWithSnapshot(
  indexHtml: string,
  snapshot: { html: string; entry: string | null },
): string | null {
  if (!indexHtml.includes(ROOT_ELEMENT)) return null;
  if (snapshot.entry === null || snapshot.entry !== entryScriptOf(indexHtml)) return null;
  return indexHtml.replace(
    ROOT_ELEMENT,
    () => `<div id="root" ${SNAPSHOT_ATTRIBUTE}="">${snapshot.html}</div>`,
  );
}

/** Only addresses without a query are kept: a query (?node=, ?lang=, ?tab=) changes the page. */
export function snapshotKey(url: URL): string | null {
  return url.search === '' ? `${url.origin}${url.pathname}` : null;
}

export async function readPageSnapshot(
  url: URL,
): Promise<{ html: string; entry: string | null } | undefined> {
  const key = snapshotKey(url);
  if (key === null || !cachesAvailable()) return undefined;
  const cache = await caches.open(PAGE_SNAPSHOTS_CACHE);
  const response = await cache.match(key);
  if (!response) return undefined;
  return { html: await response.text(), entry: response.headers.get(ENTRY_HEADER) };
}

/** Keeps `html` as the page at `url` of the build started by `entry`; drops the oldest past the limit. */
export async function keepPageSnapshot(url: URL, html: string, entry: string): Promise<void> {
  const key = snapshotKey(url);
  if (key === null || !cachesAvailable() || html.length > PAGE_SNAPSHOT_MAX_CHARS) return;
  const cache = await caches.open(PAGE_SNAPSHOTS_CACHE);
  // Deleted first, so that the keys' order (insertion) stays the order of use.
  await cache.delete(key);
  await cache.put(
    key,
    new Response(html, {
      headers: { 'content-type': 'text/html; charset=utf-8', [ENTRY_HEADER]: entry },
    }),
  );
  const keys = await cache.keys();
  await Promise.all(
    keys.slice(0, Math.max(0, keys.length - PAGE_SNAPSHOTS_LIMIT)).map((k) => cache.delete(k)),
  );
}

/** How many pages are kept, and their markup's size in characters. */
export async function pageSnapshotsUsage(): Promise<{ entries: number; chars: number }> {
  if (!cachesAvailable() || !(await caches.has(PAGE_SNAPSHOTS_CACHE)))
    return { entries: 0, chars: 0 };
  const cache = await caches.open(PAGE_SNAPSHOTS_CACHE);
  let chars = 0;
  const keys = await cache.keys();
  for (const key of keys) chars += (await (await cache.match(key))?.text())?.length ?? 0;
  return { entries: keys.length, chars };
}
