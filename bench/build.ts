import { resolve } from 'node:path';
import { build, type Plugin } from 'vite';
import { ANCHOR_OUT_DIR, BENCH_NODE_URL } from './config.ts';
import { log } from './phase.ts';

/** Where each output chunk's modules came from (the manifest names chunks, not their contents). */
export interface ModuleMap {
  chunks: Record<
    string,
    {
      moduleIds: string[];
      facadeModuleId: string | null;
      isEntry: boolean;
      isDynamicEntry: boolean;
      imports: string[];
      dynamicImports: string[];
    }
  >;
  /** Module-level graph: static and dynamic imports of every module in the bundle. */
  modules: Record<string, { imports: string[]; dynamicImports: string[] }>;
}

export const MODULE_MAP_FILE = '.vite/bench-modules.json';

function moduleMapPlugin(root: string): Plugin {
  const rel = (id: string) => (id.startsWith(root) ? id.slice(root.length + 1) : id);
  return {
    name: 'bench-module-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      const map: ModuleMap = { chunks: {}, modules: {} };
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        map.chunks[item.fileName] = {
          moduleIds: item.moduleIds.map(rel),
          facadeModuleId: item.facadeModuleId ? rel(item.facadeModuleId) : null,
          isEntry: item.isEntry,
          isDynamicEntry: item.isDynamicEntry,
          imports: item.imports,
          dynamicImports: item.dynamicImports,
        };
        for (const id of item.moduleIds) {
          const info = this.getModuleInfo(id);
          if (!info) continue;
          map.modules[rel(id)] = {
            imports: info.importedIds.map(rel),
            dynamicImports: info.dynamicallyImportedIds.map(rel),
          };
        }
      }
      this.emitFile({ type: 'asset', fileName: MODULE_MAP_FILE, source: JSON.stringify(map) });
    },
  };
}

/**
 * Builds the app as `npx vite build --outDir <outDir>` would, with VITE_NODE_URL pointing at the
 * bench's dev node, plus a module map next to the manifest.
 */
export async function buildApp(outDir: string, nodeUrl: string): Promise<number> {
  const root = process.cwd();
  const started = performance.now();
  const previous = process.env['VITE_NODE_URL'];
  process.env['VITE_NODE_URL'] = nodeUrl;
  try {
    await build({
      root,
      configFile: resolve(root, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'error',
      build: { outDir: resolve(root, outDir), emptyOutDir: true, manifest: true },
      plugins: [moduleMapPlugin(root)],
    });
  } finally {
    if (previous === undefined) delete process.env['VITE_NODE_URL'];
    else process.env['VITE_NODE_URL'] = previous;
  }
  return performance.now() - started;
}

let anchorBuilt: Promise<void> | undefined;

/**
 * Builds bench/anchor (the explorer's libraries alone, see its main.tsx) for the bench's node
 * into ANCHOR_OUT_DIR, once per run: React's JSX and react-router's production build, as the app
 * has them, and nothing else of the app's build.
 */
export function buildAnchor(): Promise<void> {
  anchorBuilt ??= buildAnchorNow(ANCHOR_OUT_DIR, BENCH_NODE_URL);
  return anchorBuilt;
}

async function buildAnchorNow(outDir: string, nodeUrl: string): Promise<void> {
  log('building the anchor (bench/anchor)');
  const root = process.cwd();
  const { default: react } = await import('@vitejs/plugin-react');
  await build({
    root: resolve(root, 'bench/anchor'),
    configFile: false,
    mode: 'production',
    logLevel: 'error',
    plugins: [react()],
    define: { ANCHOR_NODE_URL: JSON.stringify(nodeUrl) },
    resolve: {
      alias: [
        {
          find: /^react-router$/,
          replacement: resolve(root, 'node_modules/react-router/dist/production/index.mjs'),
        },
      ],
    },
    build: { outDir: resolve(root, outDir), emptyOutDir: true, target: 'es2022' },
  });
}
