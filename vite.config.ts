import type { PluginItem } from '@babel/core';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { copyFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { linguiCompiledMessages, linguiMessageKeys } from './scripts/lingui-compiled-messages';
import { linguiMacros } from './scripts/lingui-macros';
import { ruCatalogs } from './scripts/ru-catalogs';
import { beforeStart, beforeStartSources } from './scripts/before-start';
import { normalizeNodeUrl } from './src/lib/node-url';

/**
 * The built site allows scripts only from itself (and the one inline script that paints the
 * theme and the start failure, by their hashes) and connections to any node, since the person chooses the node. Dev mode
 * is left alone: Vite's HMR injects inline scripts.
 */
const CSP = [
  "default-src 'self'",
  `script-src 'self' ${beforeStartSources}`,
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

// Lingui's macros turn `t` and <Trans> into message lookups; their English text stays in the code,
// compiled (see linguiCompiledMessages), looked up by short keys (linguiMessageKeys). Production
// builds would otherwise strip that text, leaving ids that an English catalog in the first load
// would have to fill.
const messageKeys = await linguiMessageKeys();
const linguiBabelPlugins: PluginItem[] = [
  ['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }],
  linguiCompiledMessages(messageKeys),
];

export default defineConfig(({ command }) => ({
  // VITE_BASE lets the same build live under a sub-path (e.g. GitHub Pages project sites).
  base: process.env['VITE_BASE'] ?? '/',
  plugins: [
    // Lingui's macros through Babel, in the modules that use them only; then React's JSX.
    linguiMacros(linguiBabelPlugins),
    react(),
    // lingui() reports a macro run outside the compiler (a .po import would compile it, but the
    // app imports none): the Russian catalogs are ruCatalogs' modules, one per page and the
    // shell's, keyed as the code looks messages up.
    lingui(),
    ruCatalogs(messageKeys),
    tailwindcss(),
    staticHosting(),
    beforeStart(),
    pureReactCalls(),
    VitePWA({
      // The worker is src/service-worker/sw.ts (Workbox): it precaches the app.
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
    // A module worker (scan-controller starts it with type: 'module'): its code splits like the
    // app's, the answer schemas loading as its requests need them.
    format: 'es',
    plugins: () => [linguiMacros(linguiBabelPlugins), react()],
  },
  build: {
    target: 'es2022',
    // Terser packs the code ~3% smaller than esbuild's minifier (4 kB gzip of every first load),
    // for a second or two more build time. A second compress pass took 0.1 kB off a first load
    // for 1.6 s of a 20 s `vite build`: one pass.
    minify: 'terser',
    terserOptions: { compress: { passes: 1 }, module: true },
    sourcemap: false,
    // The bench reads the manifest to weigh what each first page loads.
    manifest: true,
    // React's own code is ~230 kB of the entry; the ABI serializer (~270 kB) and the chart are
    // lazy chunks of the pages that use them.
    chunkSizeWarningLimit: 500,
    rollupOptions: {
      output: {
        // A page's code came as 20 to 40 chunks, many a few hundred bytes (a link, a badge, one
        // endpoint's schema): on HTTP/1.1's six connections per host, rounds of requests before
        // the page draws. Rollup merges chunks under 500 B into others loaded with them: the
        // account page's first load 29 → 24 files, /block's 24 → 19, for about the same bytes
        // (−0.4 to +0.4 kB a page). At 1 kB merged code pushed two first loads over the 150 kB
        // budget; at 2 kB it made the block scan's lazy controller a static import of search,
        // whose failed download then could not be retried (e2e lazy-recovery).
        experimentalMinChunkSize: 500,
        // The virtualizer's chunk by its name, so a test can tell whether a page has fetched it.
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => /\/@tanstack\/(react-virtual|virtual-core)\//.test(id))
            ? 'assets/react-virtual-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
  server: { port: 5173, strictPort: false },
  preview: { port: 4173, strictPort: true },
  test: {
    // Vitest's default outside watch mode is one worker fewer than the cores: one on a 2-core
    // machine, where the files ran one after another (5.5 min) while the other core idled.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'src/**/*.test.ts',
            'dev-node/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          setupFiles: ['src/test/i18n.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['src/test/setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
}));
