import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * No import circle anywhere in the tree: the app, the dev node, the bench, the scripts and the
 * end-to-end tests. A module's imports of every kind count (static, type-only, dynamic, workers):
 * a circle of types is still two modules that cannot be read apart.
 */

const ROOT = join(import.meta.dirname, '..');
const FOLDERS = ['src', 'dev-node', 'bench', 'scripts', 'e2e'];
const ALIASES: [string, string][] = [
  ['@/', 'src/'],
  ['@dev-node/', 'dev-node/src/'],
];
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (name === 'node_modules' || name === 'results') return [];
    if (statSync(join(ROOT, path)).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolve(from: string, specifier: string): string | null {
  const path = specifier.split('?')[0] ?? '';
  const alias = ALIASES.find(([prefix]) => path.startsWith(prefix));
  let base: string;
  if (alias) base = alias[1] + path.slice(alias[0].length);
  else if (path.startsWith('.')) base = relative(ROOT, join(ROOT, dirname(from), path));
  else return null;
  for (const ext of EXTENSIONS) {
    const file = `${base}${ext}`;
    if (/\.tsx?$/.test(file) && existsSync(join(ROOT, file))) return file.split('\\').join('/');
  }
  return null;
}

/** Every module the file names: imports, re-exports, import() and `new URL('…', import.meta.url)`. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const named = ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
  const urls = [...text.matchAll(/new URL\(\s*'([^']+)',\s*import\.meta\.url\s*\)/g)].map(
    (m) => m[1] ?? '',
  );
  return [...named, ...urls].flatMap((s) => resolve(file, s) ?? []);
}

/** The circles of a graph, each once, as the files around it (Tarjan's strongly connected parts). */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) !== index.get(v)) return;
    const part: string[] = [];
    for (let w = stack.pop(); w !== undefined; w = stack.pop()) {
      onStack.delete(w);
      part.push(w);
      if (w === v) break;
    }
    if (part.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(part.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('the source tree', () => {
  it('has no import circle', () => {
    const files = FOLDERS.flatMap(sourceFiles);
    const graph = new Map(files.map((file) => [file, importsOf(file)]));
    expect(circles(graph)).toEqual([]);
  });

  it('would name a circle it had', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(circles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });
});
