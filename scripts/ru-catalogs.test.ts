import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageRoutes, type PageRoute } from '@/app/route-table';
import {
  catalogFiles,
  pageNames,
  readPo,
  readSourceGraph,
  SHELL,
  splitMessages,
  type OriginEntry,
} from './ru-catalogs';

/*
 * A Russian page shows each message it can show in Russian only if one of the catalogs it loads
 * (the shell's and its own) holds it; and it loads no other page's messages.
 */

describe('the Russian catalogs of this app', () => {
  const root = process.cwd();
  let files: Map<string, Set<string>>;
  let po: Record<string, OriginEntry & { message?: string }>;
  let split: Map<string, Set<string>>;

  beforeAll(async () => {
    files = catalogFiles(readSourceGraph(root));
    po = await readPo(root);
    split = new Map([...splitMessages(po, files)].map(([name, ids]) => [name, new Set(ids)]));
  }, 60_000);

  const text = (id: string) => po[id]?.message ?? id;
  const origins = (id: string) => (po[id]?.origin ?? []).map(([file]) => file);

  it('are one per page of the route table, and the shell’s', () => {
    const pages = (routes: PageRoute[]): string[] =>
      routes.flatMap((r) => [r.page, ...pages(r.children ?? [])]);
    // A page may serve two paths (an account's Overview at /account/<name> and …/overview).
    const distinct = [...new Set(pages(pageRoutes))];
    expect([...files.keys()].sort()).toEqual([SHELL, ...distinct].sort());
  });

  it('give each page every message its code uses, in its own catalog or the shell’s', () => {
    const shell = files.get(SHELL) ?? new Set();
    const missing: string[] = [];
    for (const [page, own] of files) {
      if (page === SHELL) continue;
      const loaded = new Set([...(split.get(SHELL) ?? []), ...(split.get(page) ?? [])]);
      for (const id of Object.keys(po)) {
        const used = origins(id).some((file) => shell.has(file) || own.has(file));
        if (used && !loaded.has(id)) missing.push(`${page}: ${text(id)}`);
      }
    }
    expect(missing).toEqual([]);
    // And every message is somewhere, even one whose code no page reaches.
    const everywhere = new Set([...split.values()].flatMap((ids) => [...ids]));
    expect(Object.keys(po).filter((id) => !everywhere.has(id))).toEqual([]);
  });

  it('give a page no message its code does not use', () => {
    const strangers: string[] = [];
    for (const [page, ids] of split) {
      if (page === SHELL) continue;
      const own = files.get(page) ?? new Set();
      for (const id of ids) {
        if (!origins(id).some((file) => own.has(file))) strangers.push(`${page}: ${text(id)}`);
      }
    }
    expect(strangers).toEqual([]);
    // For instance: the peers page carries none of the developer tools' messages, nor they its.
    const from = (page: string, folder: string) =>
      [...(split.get(page) ?? [])].filter((id) =>
        origins(id).every((file) => file.startsWith(folder)),
      );
    expect(from('peers', 'src/features/tools/')).toEqual([]);
    expect(from('tools-transaction', 'src/features/peers/')).toEqual([]);
    expect(from('tools-transaction', 'src/features/tools/').length).toBeGreaterThan(10);
  });

  it('keep the shell’s catalog to the shell: no message only a page uses', () => {
    const shell = files.get(SHELL) ?? new Set();
    const pageOnly = [...(split.get(SHELL) ?? [])].filter(
      (id) =>
        !origins(id).some((file) => shell.has(file)) &&
        origins(id).some((file) => [...files.values()].some((set) => set.has(file))),
    );
    expect(pageOnly.map(text)).toEqual([]);
  });
});

describe('splitting a catalog by where its messages are used', () => {
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'ru-catalogs-'));
    write('src/main.tsx', "import '@/app/app';\n");
    write(
      'src/app/app.tsx',
      "import { shell } from '@/features/shell/header';\nconst p = () => import('./routes/a');\n",
    );
    write('src/features/shell/header.tsx', "import type { A } from '@/features/a/types';\n");
    write('src/features/a/types.ts', 'export type A = 1;\n');
    write(
      'src/app/routes/a.tsx',
      [
        "import { type A, both } from '@/features/both/both';",
        "export { x } from '@/features/a/view';",
        "const later = () => import('@/features/a/lazy');",
        "const w = new Worker(new URL('../../features/a/worker.ts', import.meta.url));",
        '',
      ].join('\n'),
    );
    write('src/app/routes/b.tsx', "import { both } from '@/features/both/both';\n");
    for (const f of ['both/both', 'a/view', 'a/lazy', 'a/worker']) {
      write(`src/features/${f}.ts`, 'export const x = 1;\n');
    }
    write('src/app/routes/b.test.tsx', "import '@/features/a/view';\n");
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('follows imports, re-exports, lazy imports and workers, but not type-only imports', () => {
    const files = catalogFiles(readSourceGraph(root));
    expect(pageNames(readSourceGraph(root))).toEqual(['a', 'b']);
    expect([...(files.get(SHELL) ?? [])].sort()).toEqual([
      'src/app/app.tsx',
      'src/features/shell/header.tsx',
      'src/main.tsx',
    ]);
    expect([...(files.get('a') ?? [])].sort()).toEqual([
      'src/app/routes/a.tsx',
      'src/features/a/lazy.ts',
      'src/features/a/view.ts',
      'src/features/a/worker.ts',
      'src/features/both/both.ts',
    ]);
    expect([...(files.get('b') ?? [])].sort()).toEqual([
      'src/app/routes/b.tsx',
      'src/features/both/both.ts',
    ]);
  });

  it('puts a message in the shell, in each page that uses it, or in the shell when none does', () => {
    const files = catalogFiles(readSourceGraph(root));
    const at = (...files: string[]): OriginEntry => ({ origin: files.map((f) => [f]) });
    const split = splitMessages(
      {
        header: at('src/features/shell/header.tsx'),
        headerAndA: at('src/features/shell/header.tsx', 'src/features/a/view.ts'),
        lazyA: at('src/features/a/lazy.ts'),
        shared: at('src/features/both/both.ts'),
        unused: at('src/features/gone.ts'),
        noOrigin: {},
      },
      files,
    );
    expect(Object.fromEntries(split)).toEqual({
      [SHELL]: ['header', 'headerAndA', 'unused', 'noOrigin'],
      a: ['lazyA', 'shared'],
      b: ['shared'],
    });
  });
});
