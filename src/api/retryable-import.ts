/*
 * Chromium remembers a failed dynamic import for the life of the document: importing the same
 * URL again fails at once, without a request, so a "Try again" that only called import() again
 * could never work after a network blip. A retry therefore asks for the URL the browser named in
 * its error with a fresh query (`?retry=N`), which is a new module to the browser and a new
 * download. The chunk's own imports keep their URLs, so nothing shared is loaded twice.
 */

let retries = 0;

/**
 * The URL to download a failed module from again: the script URL the browser named in its error
 * (Chromium and Firefox do), with a fresh `retry` query. Null when the error names none.
 */
export function retryUrlOf(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const match = /https?:\/\/[^\s'"]+\.(?:m?js|tsx?|jsx)(?:\?[^\s'"]*)?/.exec(error.message);
  if (!match) return null;
  const url = new URL(match[0]);
  url.searchParams.set('retry', String(++retries));
  return url.href;
}

/** True when `error` is a script chunk that could not be downloaded. */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script|Unable to preload/i.test(error.message)
  );
}

/**
 * `load` (an `() => import('…')`) made to recover: a success is kept, and after a failure the
 * next call downloads the module again from a fresh URL. Where the error names no URL (Safari),
 * the next call simply imports again.
 */
export function retryableImport<M>(load: () => Promise<M>): () => Promise<M> {
  let pending: Promise<M> | null = null;
  let retryUrl: string | null = null;
  return () => {
    pending ??= (
      retryUrl === null ? load() : (import(/* @vite-ignore */ retryUrl) as Promise<M>)
    ).catch((error: unknown) => {
      pending = null;
      retryUrl = retryUrlOf(error) ?? retryUrl;
      throw error;
    });
    return pending;
  };
}
