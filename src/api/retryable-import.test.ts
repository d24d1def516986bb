import { describe, expect, it } from 'vitest';
import { isChunkLoadError, retryableImport, retryUrlOf } from './retryable-import';

// How the download itself is retried in a browser (a fresh URL) is shown end to end, with real
// chunks that fail and then arrive: e2e/lazy-recovery.spec.ts.

const chromiumError = (url: string) =>
  new TypeError(`Failed to fetch dynamically imported module: ${url}`);

describe('retryUrlOf', () => {
  it('names the failed chunk again with a fresh retry query each time', () => {
    const error = chromiumError('http://127.0.0.1:4173/assets/virtual-rows-B3x_a1.js');
    const first = retryUrlOf(error);
    const second = retryUrlOf(error);
    expect(first).toMatch(
      /^http:\/\/127\.0\.0\.1:4173\/assets\/virtual-rows-B3x_a1\.js\?retry=\d+$/,
    );
    expect(second).not.toBe(first);
  });

  it('replaces an earlier retry query and reads Firefox’s message too', () => {
    const url = retryUrlOf(
      new TypeError(
        'error loading dynamically imported module: https://x.example/explorer/assets/home-1.js?retry=999',
      ),
    );
    expect(url).toMatch(/^https:\/\/x\.example\/explorer\/assets\/home-1\.js\?retry=\d+$/);
    expect(url).not.toContain('retry=999');
  });

  it('gives nothing when the error names no script (Safari)', () => {
    expect(retryUrlOf(new TypeError('Importing a module script failed.'))).toBeNull();
    expect(retryUrlOf('not an error')).toBeNull();
  });
});

describe('isChunkLoadError', () => {
  it('tells a chunk that did not download from any other failure', () => {
    expect(isChunkLoadError(chromiumError('http://h/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});

describe('retryableImport', () => {
  it('loads once and keeps the module', async () => {
    let calls = 0;
    const load = retryableImport(() => Promise.resolve({ n: ++calls }));
    expect(await load()).toEqual({ n: 1 });
    expect(await load()).toEqual({ n: 1 });
    expect(calls).toBe(1);
  });

  it('forgets a failure where no URL is named, so the next call imports again', async () => {
    let calls = 0;
    const load = retryableImport(() =>
      ++calls === 1
        ? Promise.reject(new TypeError('Importing a module script failed.'))
        : Promise.resolve('module'),
    );
    await expect(load()).rejects.toThrow('Importing a module script failed.');
    expect(await load()).toBe('module');
    expect(calls).toBe(2);
  });
});
