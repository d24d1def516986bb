import type { HtmlTagDescriptor, Plugin } from 'vite';
import { APP_MODULE, initialChunks } from './compile-hints';

/**
 * The entry is a small start-up module that sends the page's first requests and then imports
 * the app. Vite preloads only what the entry imports statically, so without this the app's
 * chunks would start downloading only once the entry has run: one round trip more on every
 * load. These links let the browser fetch them alongside the entry.
 */
export function preloadStartup(appModule: string = APP_MODULE): Plugin {
  let base = '/';
  return {
    name: 'preload-startup',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle || !ctx.chunk) return html;
        // Vite already preloads the entry's static imports.
        const alreadyLoaded = new Set([ctx.chunk.fileName, ...ctx.chunk.imports]);
        const tags: HtmlTagDescriptor[] = initialChunks(ctx.bundle, appModule)
          .filter((chunk) => !alreadyLoaded.has(chunk.fileName))
          .map((chunk) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${chunk.fileName}` },
            injectTo: 'head',
          }));
        return { html, tags };
      },
    },
  };
}
