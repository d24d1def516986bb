import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  entryScriptOf,
  forgetPageSnapshots,
  keepPageSnapshot,
  PAGE_SNAPSHOT_MAX_CHARS,
  PAGE_SNAPSHOTS_LIMIT,
  pageSnapshotsUsage,
  pageWithSnapshot,
  readPageSnapshot,
  snapshotKey,
} from './page-snapshots';

const SHELL = `<!doctype html><html lang="en"><head>
<script type="module" crossorigin src="/assets/index-AAAA.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index-BBBB.css">
</head><body><div id="root"></div></body></html>`;
const ENTRY = '/assets/index-AAAA.js';
const ORIGIN = 'https://explorer.test';
const ID = '000003e85c69393966493402b2f076c54ed088618f1a46d00ede8e81d2aec19a';
const at = (path: string) => new URL(path, ORIGIN);

describe('the page the worker answers with', () => {
  it('is the shell with the kept page in its root, marked as drawn from a snapshot', () => {
    const page = pageWithSnapshot(SHELL, {
      html: '<main><h1>Block 1,000</h1></main>',
      entry: ENTRY,
    });
    expect(page).toContain(
      '<div id="root" data-snapshot=""><main><h1>Block 1,000</h1></main></div>',
    );
    expect(page).toContain(`src="${ENTRY}"`);
  });

  it('takes the kept markup as it is, replacement patterns included', () => {
    const page = pageWithSnapshot(SHELL, { html: "<p>$& $' $`</p>", entry: ENTRY });
    expect(page).toContain("<p>$& $' $`</p>");
  });

  it('is the shell alone when the page was kept by another build, or by none known', () => {
    expect(
      pageWithSnapshot(SHELL, { html: '<p>old</p>', entry: '/assets/index-OLD.js' }),
    ).toBeNull();
    expect(pageWithSnapshot(SHELL, { html: '<p>old</p>', entry: null })).toBeNull();
    expect(
      pageWithSnapshot('<html><body></body></html>', { html: '<p>x</p>', entry: ENTRY }),
    ).toBeNull();
  });

  it('names the build by its start-up script', () => {
    expect(entryScriptOf(SHELL)).toBe(ENTRY);
    expect(entryScriptOf('<html></html>')).toBeNull();
  });

  it('is kept only for an address without a query', () => {
    expect(snapshotKey(at(`/block/${ID}`))).toBe(`${ORIGIN}/block/${ID}`);
    expect(snapshotKey(at(`/explorer/block/${ID}#top`))).toBe(`${ORIGIN}/explorer/block/${ID}`);
    expect(snapshotKey(at(`/block/${ID}?tab=header-state`))).toBeNull();
    expect(snapshotKey(at(`/block/${ID}?node=https://other.test`))).toBeNull();
  });
});

/** Cache Storage as the browser has it (Node has none): entries kept in the order written. */
class MemoryCache {
  entries = new Map<string, { body: string; headers: [string, string][] }>();
  match(key: string | Request) {
    const e = this.entries.get(typeof key === 'string' ? key : key.url);
    return Promise.resolve(e ? new Response(e.body, { headers: e.headers }) : undefined);
  }
  async put(key: string, response: Response) {
    this.entries.set(key, { body: await response.text(), headers: [...response.headers] });
  }
  delete(key: string | Request) {
    return Promise.resolve(this.entries.delete(typeof key === 'string' ? key : key.url));
  }
  keys() {
    return Promise.resolve([...this.entries.keys()].map((k) => new Request(k)));
  }
}

class MemoryCacheStorage {
  caches = new Map<string, MemoryCache>();
  open(name: string) {
    const cache = this.caches.get(name) ?? new MemoryCache();
    this.caches.set(name, cache);
    return Promise.resolve(cache);
  }
  has(name: string) {
    return Promise.resolve(this.caches.has(name));
  }
  delete(name: string) {
    return Promise.resolve(this.caches.delete(name));
  }
}

describe('kept pages', () => {
  beforeEach(() => {
    Object.assign(globalThis, { caches: new MemoryCacheStorage() });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'caches');
  });

  it('are read back with the build that drew them', async () => {
    await keepPageSnapshot(at(`/block/${ID}`), '<h1>Block 1,000</h1>', ENTRY);
    expect(await readPageSnapshot(at(`/block/${ID}`))).toEqual({
      html: '<h1>Block 1,000</h1>',
      entry: ENTRY,
    });
    expect(await readPageSnapshot(at(`/block/${ID}?tab=header-state`))).toBeUndefined();
    expect(await readPageSnapshot(at('/block/1'))).toBeUndefined();
  });

  it('are not kept for an address with a query, nor when too large', async () => {
    await keepPageSnapshot(at(`/block/${ID}?lang=ru`), '<h1>Блок</h1>', ENTRY);
    await keepPageSnapshot(at(`/block/${ID}`), 'x'.repeat(PAGE_SNAPSHOT_MAX_CHARS + 1), ENTRY);
    expect(await pageSnapshotsUsage()).toEqual({ entries: 0, chars: 0 });
  });

  it(`hold at most ${PAGE_SNAPSHOTS_LIMIT}, the least recently kept dropped first`, async () => {
    for (let i = 0; i < PAGE_SNAPSHOTS_LIMIT; i++) {
      await keepPageSnapshot(at(`/block/page-${i}`), `<p>${i}</p>`, ENTRY);
    }
    // Page 0 kept again: now the most recent; page 1 is the oldest.
    await keepPageSnapshot(at('/block/page-0'), '<p>0 again</p>', ENTRY);
    await keepPageSnapshot(at('/block/page-new'), '<p>new</p>', ENTRY);
    expect((await pageSnapshotsUsage()).entries).toBe(PAGE_SNAPSHOTS_LIMIT);
    expect(await readPageSnapshot(at('/block/page-1'))).toBeUndefined();
    expect((await readPageSnapshot(at('/block/page-0')))?.html).toBe('<p>0 again</p>');
    expect((await readPageSnapshot(at('/block/page-new')))?.html).toBe('<p>new</p>');
  });

  it('are measured and forgotten', async () => {
    await keepPageSnapshot(at('/block/a'), '<p>12345</p>', ENTRY);
    await keepPageSnapshot(at('/block/b'), '<p>1</p>', ENTRY);
    expect(await pageSnapshotsUsage()).toEqual({ entries: 2, chars: 20 });
    await forgetPageSnapshots();
    expect(await pageSnapshotsUsage()).toEqual({ entries: 0, chars: 0 });
    expect(await readPageSnapshot(at('/block/a'))).toBeUndefined();
  });

  it('are none where the browser has no Cache Storage', async () => {
    Reflect.deleteProperty(globalThis, 'caches');
    await keepPageSnapshot(at('/block/a'), '<p>x</p>', ENTRY);
    expect(await readPageSnapshot(at('/block/a'))).toBeUndefined();
    expect(await pageSnapshotsUsage()).toEqual({ entries: 0, chars: 0 });
  });
});
