import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rollup } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, shiftMapOneLine } from './compile-hints';

type Output = (Rollup.OutputChunk | Rollup.OutputAsset)[];

/** Real builds of a tiny app (an entry, a module it imports, one it loads on a click), with and without the plugin. */
let dir: string;
let hinted: Output;
let plain: Output;

async function buildApp(withHints: boolean): Promise<Output> {
  const result = await build({
    root: dir,
    logLevel: 'silent',
    configFile: false,
    plugins: withHints ? [compileHints()] : [],
    build: {
      write: false,
      sourcemap: true,
      minify: false,
      rollupOptions: {
        input: join(dir, 'entry.js'),
        output: { manualChunks: (id) => (id.endsWith('shared.js') ? 'shared' : undefined) },
      },
    },
  });
  return (Array.isArray(result) ? result[0]! : (result as Rollup.RollupOutput)).output;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  writeFileSync(
    join(dir, 'entry.js'),
    "import { shared } from './shared.js';\n" +
      "document.body.append(shared('entry'));\n" +
      "document.body.addEventListener('click', () => import('./page.js').then((m) => m.page()));\n",
  );
  writeFileSync(join(dir, 'shared.js'), 'export function shared(s) { return `shared ${s}`; }\n');
  writeFileSync(
    join(dir, 'page.js'),
    "import { shared } from './shared.js';\nexport function page() { return shared('page'); }\n",
  );
  plain = await buildApp(false);
  hinted = await buildApp(true);
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function chunk(output: Output, name: 'entry' | 'shared' | 'page'): Rollup.OutputChunk {
  const found = output.find((o): o is Rollup.OutputChunk => o.type === 'chunk' && o.name === name);
  if (!found) throw new Error(`no chunk ${name}`);
  return found;
}

function mappings(output: Output, name: 'entry' | 'shared' | 'page'): string {
  const asset = output.find((o) => o.fileName === `${chunk(output, name).fileName}.map`);
  if (asset?.type !== 'asset') throw new Error(`no source map for ${name}`);
  return (JSON.parse(String(asset.source)) as { mappings: string }).mappings;
}

describe('compileHints', () => {
  it('opens the entry and the chunk it imports statically with the hint, the code unchanged below it', () => {
    for (const name of ['entry', 'shared'] as const) {
      expect(chunk(hinted, name).code).toBe(`${COMPILE_HINT}\n${chunk(plain, name).code}`);
    }
  });

  it('leaves the chunk loaded on demand as it was', () => {
    expect(chunk(hinted, 'page').code).toBe(chunk(plain, 'page').code);
    expect(chunk(hinted, 'page').code).not.toContain(COMPILE_HINT);
  });

  it('moves the source maps of the hinted chunks one line down, and only theirs', () => {
    expect(mappings(hinted, 'entry')).toBe(`;${mappings(plain, 'entry')}`);
    expect(mappings(hinted, 'shared')).toBe(`;${mappings(plain, 'shared')}`);
    expect(mappings(hinted, 'page')).toBe(mappings(plain, 'page'));
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
