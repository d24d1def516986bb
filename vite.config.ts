import { lingui } from '@lingui/vite-plugin';
import preact from '@preact/preset-vite';
import tailwindcss from '@tailwindcss/vite';
import { copyFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { APP_MODULE, compileHints } from './scripts/compile-hints';
import { linguiCompiledMessages, linguiMessageKeys } from './scripts/lingui-compiled-messages';
import { preloadStartup } from './scripts/preload-startup';
import { ruCatalogs } from './scripts/ru-catalogs';
import { themeBeforePaint, themeScriptSource } from './scripts/theme-before-paint';
import { normalizeNodeUrl } from './src/lib/node-url';

/**
 * The built site allows scripts only from itself (and the one inline script that paints the
 * theme, by its hash) and connections to any node, since the person chooses the node. Dev mode
 * is left alone: Vite's HMR injects inline scripts.
 */
const CSP = [
  "default-src 'self'",
  `script-src 'self' ${themeScriptSource}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  'connect-src *',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** The origin of the build's node, if the app would accept it as one (the same check). */
function buildNodeOrigin(value: unknown): string | undefined {
  const url = typeof value === 'string' ? normalizeNodeUrl(value) : null;
  return url ? new URL(url).origin : undefined;
}

function staticHosting(): Plugin {
  let outDir = 'dist';
  let nodeOrigin: string | undefined;
  return {
    name: 'static-hosting',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      nodeOrigin = buildNodeOrigin(config.env['VITE_NODE_URL']);
    },
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: CSP },
        injectTo: 'head-prepend',
      },
      // The default node's connection opens while the app's code downloads, so the first node
      // request does not wait for DNS, TCP and TLS. Node calls are uncredentialed CORS requests,
      // hence `crossorigin` (a connection opened without it would not be reused for them).
      ...(nodeOrigin
        ? [{ tag: 'link', attrs: { rel: 'preconnect', href: nodeOrigin, crossorigin: '' } }]
        : []),
    ],
    // Hosts like GitHub Pages serve 404.html for unknown paths: the app then routes the deep link.
    closeBundle() {
      copyFileSync(`${outDir}/index.html`, `${outDir}/404.html`);
    },
  };
}

const ACTIVITY_MODULES =
  /\/src\/(app\/routes\/account-activity|features\/history\/activity-view)\.tsx$/;
const HISTORY_FAILURE_MODULES =
  /\/src\/(api\/history-failures\.ts|features\/history\/history-error-panel\.tsx)$/;
const HISTORY_MODULES = new RegExp(
  '/src/(' +
    [
      'features/history/(history-source-gate|scan-panel|source-line)\\.tsx',
      'features/history/use-history\\.ts',
      'api/history/(source|ranges|hyperion-source|activity-filter)\\.ts',
      'api/history-(call|endpoints|client)\\.ts',
      'api/schemas/history\\.ts',
    ].join('|') +
    ')$',
);

type ModuleInfoReader = (id: string) => { importedIds: readonly string[] } | null;

/** A module and everything it imports statically. */
function staticClosure(root: string, getModuleInfo: ModuleInfoReader): Set<string> {
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id)) return;
    found.add(id);
    getModuleInfo(id)?.importedIds.forEach(visit);
  };
  visit(root);
  return found;
}

// Vite's entry is the page itself; it imports src/main.tsx (and Vite's preload polyfill).
const ENTRY = fileURLToPath(new URL('./index.html', import.meta.url));
const APP = fileURLToPath(new URL(`./${APP_MODULE}`, import.meta.url));
// Per build: each build's module graph has its own reader.
const startupByBuild = new WeakMap<ModuleInfoReader, { entry: Set<string>; app: Set<string> }>();

/**
 * The start-up entry (which sends the first page's requests and loads its code) and the app it
 * loads. Each is kept whole in its own chunk: left to the chunker, modules the shared chunks
 * also use would move there, and since the entry loads a page as early as the app, modules the
 * app and the pages share would be split into many small chunks.
 */
function startupChunk(id: string, getModuleInfo: ModuleInfoReader): 'index' | 'boot' | undefined {
  let startup = startupByBuild.get(getModuleInfo);
  if (!startup) {
    startup = {
      entry: staticClosure(ENTRY, getModuleInfo),
      app: staticClosure(APP, getModuleInfo),
    };
    startupByBuild.set(getModuleInfo, startup);
  }
  if (startup.entry.has(id)) return 'index';
  if (startup.app.has(id)) return 'boot';
  return undefined;
}

/**
 * react-router's bundle creates its components at module level (`React.forwardRef(...)`, then
 * `Form.displayName = ...`) without marking the calls pure, so Rollup keeps every one of them,
 * and all they use, whether the app imports it or not (`<Form>` and its submission code). These
 * React calls have no side effects, and display names serve React DevTools only: marked pure and
 * without the names, the unused components are dropped.
 */
function pureReactCalls(): Plugin {
  return {
    name: 'pure-react-calls',
    apply: 'build',
    transform(code, id) {
      if (!id.includes('/node_modules/react-router/')) return null;
      return {
        code: code
          .replace(/= (React\d*)\.(forwardRef|memo|createContext)\(/g, '= /* @__PURE__ */ $1.$2(')
          .replace(/^\w+\.displayName = "\w+";$/gm, ''),
        map: null,
      };
    },
  };
}

/**
 * Lingui warns, in production too, when it meets a message as text and has no compiler for it;
 * the app gives it one (plainTextCompiler in src/lib/i18n.ts), so the warning's long text is dead
 * code in every first page.
 */
function linguiWithoutUncompiledWarning(): Plugin {
  return {
    name: 'lingui-without-uncompiled-warning',
    apply: 'build',
    transform(code, id) {
      if (!id.includes('/node_modules/@lingui/core/dist/index.mjs')) return null;
      const warning = /console\.warn\(`Uncompiled message detected![^`]*`\);/;
      if (!warning.test(code)) throw new Error(`${id}: Lingui's uncompiled-message warning moved`);
      return { code: code.replace(warning, ''), map: null };
    },
  };
}

// Lingui's macros turn `t` and <Trans> into message lookups; their English text stays in the code,
// compiled (see linguiCompiledMessages), looked up by short keys (linguiMessageKeys). Production
// builds would otherwise strip that text, leaving ids that an English catalog in the first load
// would have to fill.
const messageKeys = await linguiMessageKeys();
const linguiBabel = {
  plugins: [
    ['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }],
    linguiCompiledMessages(messageKeys),
  ],
};

export default defineConfig(({ command }) => ({
  // VITE_BASE lets the same build live under a sub-path (e.g. GitHub Pages project sites).
  base: process.env['VITE_BASE'] ?? '/',
  plugins: [
    // React's API on Preact (preact/compat, ~9 kB gzip against React DOM's ~42 kB: issue 22's
    // budget). The preset aliases react, react-dom and react/jsx-runtime to it and brings hot
    // refresh; it runs Lingui's macros through its Babel.
    preact({ babel: linguiBabel }),
    // lingui() reports a macro run outside the compiler (a .po import would compile it, but the
    // app imports none): the Russian catalogs are ruCatalogs' modules, one per page and the
    // shell's, keyed as the code looks messages up.
    lingui(),
    ruCatalogs(messageKeys),
    tailwindcss(),
    staticHosting(),
    themeBeforePaint(),
    compileHints(),
    preloadStartup(),
    pureReactCalls(),
    linguiWithoutUncompiledWarning(),
    VitePWA({
      // The worker is src/service-worker/sw.ts (Workbox): it precaches the app, and answers an
      // address whose page was kept (an irreversible block by id) with that page in its HTML.
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      // The app registers the worker itself, after the first paint (src/app/service-worker.tsx),
      // and asks before a new version takes over: the open page keeps its own chunks meanwhile.
      injectRegister: false,
      registerType: 'prompt',
      manifest: false,
      // `npm start` and `vite dev` never register one: no cached code to confuse development.
      devOptions: { enabled: false },
      injectManifest: {
        // The app shell and every chunk (lazy ones too), so a repeat visit and an offline one
        // load nothing from the network. config.json is the deployment's to edit: always asked.
        globPatterns: ['**/*.{js,css,html,svg}'],
        globIgnores: ['404.html', 'config.json', 'sw.js'],
        // The ABI serializer is the largest chunk (~270 kB).
        maximumFileSizeToCacheInBytes: 1024 * 1024,
        // One classic script, served uncached (deploy/nginx.conf), Workbox bundled in.
        rollupFormat: 'iife',
      },
    }),
  ],
  resolve: {
    // `@/` is src/; `@dev-node/` is the dev node's source, for tests only (lint keeps it out of
    // the app). Imports across folders use these, never `../`.
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: '@dev-node', replacement: fileURLToPath(new URL('./dev-node/src', import.meta.url)) },
      // react-router exports only its development build, whose dev warnings stay in the bundle;
      // its production build (the same code with them off) is the one to ship.
      ...(command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
          ]
        : []),
    ],
  },
  // The block scan's worker shares the API's messages: its code goes through the macros too.
  worker: {
    plugins: () => [preact({ babel: linguiBabel, prefreshEnabled: false, devToolsEnabled: false })],
  },
  build: {
    target: 'es2022',
    // Terser packs the code ~3% smaller than esbuild's minifier (4 kB gzip of every first load),
    // for a second or two more build time.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, module: true },
    sourcemap: false,
    // The bench reads the manifest to weigh what each first page loads.
    manifest: true,
    // The ABI serializer and chart code are split into lazy chunks on the pages that use them.
    chunkSizeWarningLimit: 400,
    rollupOptions: {
      output: {
        // The start-up code first (see startupChunk). The components and query factories the
        // app itself does not use are shared by most pages: one small chunk each, rather than a
        // dozen sub-kilobyte chunks a page must fetch one by one.
        manualChunks(id, { getModuleInfo }) {
          // zod's locales hang off zod/mini's static exports but only the lazy error help reads
          // one (src/api/zod-issues.ts): left to the start-up chunk, which takes its modules'
          // static imports along, English would join every page.
          if (/\/node_modules\/zod\/v4\/locales\/en\.js$|\/src\/api\/zod-issues\.ts$/.test(id)) {
            return 'zod-issues';
          }
          const chunk = startupChunk(id, getModuleInfo);
          if (chunk) return chunk;
          if (/\/src\/components\//.test(id)) return 'ui';
          // The export buttons' file helper (0.4 kB): with the shared components rather than one
          // more chunk an Activity page fetches before its first row (each costs it ~5 ms here).
          if (/\/src\/lib\/download\.ts$/.test(id)) return 'ui';
          // The Activity tab is the history view and a few lines: one chunk, not two in a row.
          if (ACTIVITY_MODULES.test(id)) return 'activity';
          // History's pieces, in two chunks rather than a dozen of 0.5–3 kB that an Activity
          // page's cold load fetched one by one (six at a time over HTTP/1.1): history's failures
          // and their panel, which Settings and search use too, and the rest. The failures' words
          // (api/history-errors.ts) load with the first one shown.
          if (HISTORY_FAILURE_MODULES.test(id)) return 'history-failures';
          if (HISTORY_MODULES.test(id)) return 'history';
          // The node view's probe serves that one page: it goes with it, not into every page's.
          if (/\/src\/queries\/nodes\.ts$/.test(id)) return undefined;
          if (/\/src\/queries\//.test(id)) return 'queries';
          // Named, so a test can tell whether a page has fetched the virtualizer.
          if (/\/node_modules\/@tanstack\/(react-virtual|virtual-core)\//.test(id)) {
            return 'react-virtual';
          }
          return undefined;
        },
      },
    },
  },
  server: { port: 5173, strictPort: false },
  preview: { port: 4173, strictPort: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'dev-node/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['src/test/i18n.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          // Through Vite, so that the aliases above give these libraries preact/compat too: run
          // from node_modules as they are, they would import React DOM, not what ships. Vitest
          // resolves these two packages to their CommonJS builds, whose `require`s Vite does not
          // see: their ES modules instead, as the build has.
          alias: [
            {
              find: /^@testing-library\/react$/,
              replacement: fileURLToPath(
                new URL(
                  './node_modules/@testing-library/react/dist/@testing-library/react.esm.js',
                  import.meta.url,
                ),
              ),
            },
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('./node_modules/react-router/dist/development/index.mjs', import.meta.url),
              ),
            },
          ],
          server: {
            deps: {
              inline: [
                /@testing-library\/react/,
                /@tanstack\/react-/,
                /react-router/,
                /@lingui\/react/,
              ],
            },
          },
          include: ['src/**/*.test.tsx'],
          setupFiles: ['src/test/setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
}));
