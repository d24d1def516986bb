import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { copyFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { compileHints } from './scripts/compile-hints';
import { normalizeNodeUrl } from './src/lib/node-url';

/**
 * The built site allows scripts only from itself (no inline script) and connections to any node,
 * since the person chooses the node. Dev mode is left alone: Vite's HMR injects inline scripts.
 */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
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

export default defineConfig({
  // VITE_BASE lets the same build live under a sub-path (e.g. GitHub Pages project sites).
  base: process.env['VITE_BASE'] ?? '/',
  plugins: [react(), tailwindcss(), staticHosting(), compileHints()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The bench reads the manifest to weigh what each first page loads.
    manifest: true,
    // The ABI serializer and chart code are split into lazy chunks on the pages that use them.
    chunkSizeWarningLimit: 400,
    rollupOptions: {
      output: {
        // Shared UI and query factories are used by nearly every page: one small chunk each,
        // rather than a dozen sub-kilobyte chunks a page must fetch one by one.
        manualChunks(id) {
          if (/\/src\/components\//.test(id)) return 'ui';
          if (/\/src\/queries\//.test(id)) return 'queries';
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
});
