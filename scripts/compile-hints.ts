import type { Plugin, Rollup } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136+; other engines read it as a comment). A file that opens
 * with it has all its functions compiled while it streams in, on a background thread, instead
 * of each one on the main thread the first time it is called.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The module the start-up entry imports to render the app (the only one it must import). */
export const APP_MODULE = 'src/app/boot.tsx';

/**
 * The code that runs on every load: the entry chunks, the app's chunk (which a small start-up
 * entry imports once it has sent the first requests), and every chunk those import statically.
 * The pages are loaded dynamically too, but each load needs only one of them. Without an app
 * module, the entry chunks and their static imports only.
 */
export function initialChunks(
  bundle: Rollup.OutputBundle,
  appModule: string | null = APP_MODULE,
): Rollup.OutputChunk[] {
  const found = new Map<string, Rollup.OutputChunk>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk' || found.has(fileName)) return;
    found.set(fileName, chunk);
    chunk.imports.forEach(visit);
  };
  for (const item of Object.values(bundle)) {
    if (item.type !== 'chunk') continue;
    const isApp =
      appModule !== null &&
      item.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(`/${appModule}`));
    if (item.isEntry || isApp) visit(item.fileName);
  }
  return [...found.values()];
}

/** Moves a source map's mappings one line down, for a line added at the top of its file. */
export function shiftMapOneLine(source: string): string {
  const map = JSON.parse(source) as { mappings?: unknown };
  if (typeof map.mappings !== 'string') return source;
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` });
}

/**
 * Marks the start-up entry and its static imports for eager compilation: small, and all of it
 * runs at once. The app's chunk (~60 kB gzip) is left to V8's lazy compilation: hinted, V8
 * compiled every function of it on one background thread before the app could start, which a
 * trace of a cold Activity page on this 2-core machine showed taking 213 ms while the main thread
 * waited idle (38 ms without the hint, the functions that run compiled on first call); the first
 * activity row came 27 ms sooner without it, other cold loads and Lighthouse's TBT were unchanged.
 * Page chunks stay lazy: each is small and only partly used.
 */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    // After Vite's own generateBundle, which puts its `__vite__mapDeps` line at the top.
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of initialChunks(bundle, null)) {
          if (chunk.code.startsWith(COMPILE_HINT)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            map.source = shiftMapOneLine(map.source);
          }
        }
      },
    },
  };
}
