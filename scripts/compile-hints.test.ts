import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rollup } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, shiftMapOneLine } from './compile-hints';
import { preloadStartup } from './preload-startup';

type Output = (Rollup.OutputChunk | Rollup.OutputAsset)[];
type Name = 'index' | 'shared' | 'app' | 'page';

/**
 * Real builds of a tiny app, with and without the plugins: an entry, a module it imports, the app
 * it loads at once, and a page the app loads on a click (and the entry on the page's own URL).
 */
let dir: string;
let hinted: Output;
let plain: Output;

async function buildApp(withHints: boolean): Promise<Output> {
  const result = await build({
    root: dir,
    logLevel: 'silent',
    configFile: false,
    plugins: withHints ? [compileHints(), preloadStartup('app.js')] : [],
    build: {
      write: false,
      sourcemap: true,
      minify: false,
      rollupOptions: {
        input: join(dir, 'index.html'),
        output: { manualChunks: (id) => (id.endsWith('shared.js') ? 'shared' : undefined) },
      },
    },
  });
  return (Array.isArray(result) ? result[0]! : (result as Rollup.RollupOutput)).output;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head></head><body><script type="module" src="./entry.js"></script></body></html>',
  );
  writeFileSync(
    join(dir, 'entry.js'),
    "import { shared } from './shared.js';\n" +
      "document.body.append(shared('entry'));\n" +
      // The first page, loaded early on its own URL: dynamic like the app, yet not start-up code.
      "if (location.pathname === '/page') import('./page.js');\n" +
      "import('./app.js').then((m) => m.start());\n",
  );
  writeFileSync(join(dir, 'shared.js'), 'export function shared(s) { return `shared ${s}`; }\n');
  writeFileSync(
    join(dir, 'app.js'),
    "import { shared } from './shared.js';\n" +
      'export function start() {\n' +
      "  document.body.append(shared('app'));\n" +
      "  document.body.addEventListener('click', () => import('./page.js').then((m) => m.page()));\n" +
      '}\n',
  );
  writeFileSync(
    join(dir, 'page.js'),
    "import { shared } from './shared.js';\nexport function page() { return shared('page'); }\n",
  );
  plain = await buildApp(false);
  hinted = await buildApp(true);
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function chunk(output: Output, name: Name): Rollup.OutputChunk {
  const found = output.find((o): o is Rollup.OutputChunk => o.type === 'chunk' && o.name === name);
  if (!found) throw new Error(`no chunk ${name}`);
  return found;
}

function mappings(output: Output, name: Name): string {
  const asset = output.find((o) => o.fileName === `${chunk(output, name).fileName}.map`);
  if (asset?.type !== 'asset') throw new Error(`no source map for ${name}`);
  return (JSON.parse(String(asset.source)) as { mappings: string }).mappings;
}

describe('compileHints', () => {
  it('opens the entry and what it imports with the hint, the code unchanged below it', () => {
    for (const name of ['index', 'shared'] as const) {
      expect(chunk(hinted, name).code).toBe(`${COMPILE_HINT}\n${chunk(plain, name).code}`);
    }
  });

  it('leaves the app the entry loads, and the chunk loaded on demand, as they were', () => {
    for (const name of ['app', 'page'] as const) {
      expect(chunk(hinted, name).code).toBe(chunk(plain, name).code);
      expect(chunk(hinted, name).code).not.toContain(COMPILE_HINT);
    }
  });

  it('moves the source maps of the hinted chunks one line down, and only theirs', () => {
    for (const name of ['index', 'shared'] as const) {
      expect(mappings(hinted, name)).toBe(`;${mappings(plain, name)}`);
    }
    for (const name of ['app', 'page'] as const) {
      expect(mappings(hinted, name)).toBe(mappings(plain, name));
    }
  });
});

describe('preloadStartup', () => {
  const html = (output: Output) => {
    const page = output.find((o) => o.fileName === 'index.html');
    if (page?.type !== 'asset') throw new Error('no index.html');
    return String(page.source);
  };
  const preloads = (output: Output) =>
    [...html(output).matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)"/g)].map(
      (m) => m[1],
    );

  it('preloads the app the entry loads, besides what Vite preloads', () => {
    expect(preloads(plain)).toEqual([chunk(plain, 'shared').fileName]);
    expect(preloads(hinted).sort()).toEqual(
      [chunk(hinted, 'shared').fileName, chunk(hinted, 'app').fileName].sort(),
    );
  });

  it('does not preload a page loaded on demand', () => {
    expect(html(hinted)).not.toContain(chunk(hinted, 'page').fileName);
  });
});

describe('shiftMapOneLine', () => {
  it('adds an empty first line to the mappings and keeps the rest of the map', () => {
    const map = { version: 3, sources: ['a.js'], names: [], mappings: 'AAAA;AACA' };
    expect(JSON.parse(shiftMapOneLine(JSON.stringify(map)))).toEqual({
      ...map,
      mappings: ';AAAA;AACA',
    });
  });

  it('leaves a map without mappings as it was', () => {
    expect(shiftMapOneLine('{"version":3}')).toBe('{"version":3}');
  });
});
