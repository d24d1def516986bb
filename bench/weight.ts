import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { catalogModuleId, SHELL } from '../scripts/ru-catalogs.ts';
import { HEAVY_LIBRARIES } from './config.ts';
import { MODULE_MAP_FILE, type ModuleMap } from './build.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface PageWeight {
  /** Route module name (`src/app/routes/<route>.tsx`). */
  route: string;
  /** Route modules loaded for the page (parents first): nested pages load their layout too. */
  routeModules: string[];
  /** JS and CSS files a cold first load fetches, with gzip sizes (bytes). */
  files: { file: string; gzip: number }[];
  jsGzip: number;
  cssGzip: number;
  totalGzip: number;
  /** The Russian catalogs a Russian first load fetches besides (the shell's and the page's). */
  ruCatalogs: { file: string; gzip: number }[];
  /** A Russian first load: totalGzip and those catalogs. */
  ruTotalGzip: number;
  /** Heavy libraries in this first-load closure. */
  heavy: string[];
}

export interface WeightReport {
  entryFile: string;
  /** Chunks besides the entry that index.html has the browser fetch at once (modulepreload). */
  preloaded: string[];
  /** The entry chunk alone, and the start-up closure every page loads (JS and CSS). */
  entryGzip: number;
  entryClosureGzip: number;
  pages: PageWeight[];
  largest: PageWeight;
  /** The page whose Russian first load is heaviest. */
  largestRu: PageWeight;
  /** Per heavy library: the pages whose first load fetches it and the pages that may. */
  heavy: { library: string; eagerOn: string[]; allowed: readonly string[]; violations: string[] }[];
  /** Files (gzip bytes) of every chunk, for reference. */
  chunks: Record<string, number>;
}

/** Route modules whose pages render inside a parent route module (nested routes). */
const PARENT_ROUTE: Record<string, string> = {
  'account-overview': 'account',
  'account-activity': 'account',
  'account-permissions': 'account',
  'account-tokens': 'account',
  'account-staking': 'account',
  'account-contract': 'account',
  'account-tables': 'account',
  'account-table': 'account',
};

export function gzipSize(buf: Buffer): number {
  return gzipSync(buf).length;
}

/**
 * The chunks index.html has the browser fetch at once: its module script and every
 * `<link rel="modulepreload">` (Vite preloads the entry's static imports; a build may preload
 * more, e.g. an app the entry imports dynamically at once). Manifest keys; the entry first.
 */
function startupChunks(outDir: string, manifest: Manifest): { entry: string; preloaded: string[] } {
  const entry =
    manifest['index.html']?.isEntry === true
      ? 'index.html'
      : Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('no entry in the Vite manifest');
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const hrefs = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)].map(
    (m) => /\bhref="([^"]+)"/.exec(m[0])?.[1] ?? '',
  );
  const preloaded = Object.keys(manifest).filter(
    (k) => k !== entry && hrefs.some((h) => h.endsWith(`/${manifest[k]!.file}`)),
  );
  return { entry, preloaded };
}

/**
 * Weighs what a cold first load of each page fetches, from the Vite manifest: the entry
 * (index.html's) and what index.html preloads, the page's route chunk (with its layout's, for a
 * nested page), the static imports of all of them and their CSS. Other dynamic imports (lazy
 * chunks loaded later, on demand) are not part of a first load.
 */
export function weighBuild(outDir: string): WeightReport {
  const manifest = JSON.parse(
    readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const modules = JSON.parse(readFileSync(join(outDir, MODULE_MAP_FILE), 'utf8')) as ModuleMap;

  const sizes = new Map<string, number>();
  const sizeOf = (file: string) => {
    let s = sizes.get(file);
    if (s === undefined) {
      s = gzipSize(readFileSync(join(outDir, file)));
      sizes.set(file, s);
    }
    return s;
  };

  const { entry: entryKey, preloaded } = startupChunks(outDir, manifest);
  const byFile = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) byFile.set(chunk.file, key);

  /** Manifest key of the chunk holding a source module (route modules can share a chunk). */
  const keyOfModule = (moduleId: string): string => {
    if (manifest[moduleId]) return moduleId;
    const file = Object.entries(modules.chunks).find(([, c]) =>
      c.moduleIds.includes(moduleId),
    )?.[0];
    const key = file ? byFile.get(file) : undefined;
    if (!key) throw new Error(`no chunk holds ${moduleId}`);
    return key;
  };

  const closure = (keys: string[]): { js: string[]; css: string[] } => {
    const seen = new Set<string>();
    const css = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = manifest[key];
      if (!chunk) throw new Error(`manifest has no ${key}`);
      for (const c of chunk.css ?? []) css.add(c);
      for (const i of chunk.imports ?? []) visit(i);
    };
    for (const k of keys) visit(k);
    return { js: [...seen].map((k) => manifest[k]!.file), css: [...css] };
  };

  const libraryFiles = (library: string): Set<string> => {
    const prefix = `node_modules/${library}/`;
    const files = new Set<string>();
    for (const [file, c] of Object.entries(modules.chunks)) {
      if (c.moduleIds.some((m) => m.includes(prefix))) files.add(file);
    }
    return files;
  };
  const heavyFiles = new Map(Object.keys(HEAVY_LIBRARIES).map((l) => [l, libraryFiles(l)]));

  const startupKeys = [entryKey, ...preloaded];
  const routesDir = 'src/app/routes';
  const routeModules = readdirSync(routesDir)
    .filter((f) => f.endsWith('.tsx') && !f.includes('.test.'))
    .map((f) => f.replace(/\.tsx$/, ''));
  // A layout route (the account page's tabs) is weighed with each of its child pages; one with
  // no child module of its own (its tabs inside it) is a page.
  const layouts = new Set(routeModules.flatMap((r) => PARENT_ROUTE[r] ?? []));
  const routes = routeModules.filter((r) => !layouts.has(r)).sort();

  // Vite's manifest names a virtual module by its id without the leading NUL.
  const catalogFile = (name: string): string => {
    const chunk = manifest[catalogModuleId(name).replace(/^\0/, '')];
    if (!chunk) throw new Error(`no Russian catalog ${name} in the Vite manifest`);
    return chunk.file;
  };

  const weigh = (route: string): PageWeight => {
    const chain = PARENT_ROUTE[route] ? [PARENT_ROUTE[route], route] : [route];
    const keys = [...startupKeys, ...chain.map((r) => keyOfModule(`${routesDir}/${r}.tsx`))];
    const { js, css } = closure(keys);
    const files = [...js, ...css].map((file) => ({ file, gzip: sizeOf(file) }));
    const jsGzip = js.reduce((s, f) => s + sizeOf(f), 0);
    const cssGzip = css.reduce((s, f) => s + sizeOf(f), 0);
    // A Russian visit loads the shell's catalog and each route module's, with the page's code.
    const ruCatalogs = [SHELL, ...chain]
      .map(catalogFile)
      .map((file) => ({ file, gzip: sizeOf(file) }));
    const heavy = [...heavyFiles].filter(([, set]) => js.some((f) => set.has(f))).map(([l]) => l);
    return {
      route,
      routeModules: chain,
      files,
      jsGzip,
      cssGzip,
      totalGzip: jsGzip + cssGzip,
      ruCatalogs,
      ruTotalGzip: jsGzip + cssGzip + ruCatalogs.reduce((s, c) => s + c.gzip, 0),
      heavy,
    };
  };

  const pages = routes.map(weigh);
  const largest = pages.reduce((a, b) => (b.totalGzip > a.totalGzip ? b : a));
  const largestRu = pages.reduce((a, b) => (b.ruTotalGzip > a.ruTotalGzip ? b : a));
  const entry = manifest[entryKey]!;
  const entryClosure = closure(startupKeys);
  const entryClosureGzip = [...entryClosure.js, ...entryClosure.css].reduce(
    (s, f) => s + sizeOf(f),
    0,
  );
  const heavy = Object.entries(HEAVY_LIBRARIES).map(([library, allowed]) => {
    const eagerOn = pages.filter((p) => p.heavy.includes(library)).map((p) => p.route);
    return { library, eagerOn, allowed, violations: eagerOn.filter((r) => !allowed.includes(r)) };
  });
  const chunks: Record<string, number> = {};
  for (const c of Object.values(manifest)) {
    chunks[c.file] = sizeOf(c.file);
    for (const css of c.css ?? []) chunks[css] = sizeOf(css);
  }
  return {
    entryFile: entry.file,
    preloaded: preloaded.map((k) => manifest[k]!.file),
    entryGzip: sizeOf(entry.file),
    entryClosureGzip,
    pages,
    largest,
    largestRu,
    heavy,
    chunks,
  };
}
