import { createCompilationErrorMessage, createCompiledCatalog, getFormat } from '@lingui/cli/api';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';
import type { MessageKeys } from './lingui-compiled-messages';

/*
 * The Russian catalog, split so that a page loads only the messages it can show: one catalog for
 * the shell (everything the app reaches without entering a page's module, its lazy parts too) and
 * one per page (everything its route module reaches, lazy parts too, less what the shell holds).
 * Where a message is used comes from the .po file's origins (`#: src/features/x/y.tsx`); which
 * files a page reaches comes from the source's imports. A message added later lands by the same
 * rule, with no list to update.
 */

export const SHELL = 'shell';
const ROUTES_DIR = 'src/app/routes';
/** The shell's roots: the start-up entry, which reaches the app and, lazily, the pages. */
const SHELL_ROOTS = ['src/main.tsx'];
export const PO_FILE = 'src/locales/ru/messages.po';

/** Source file (relative to the root, `/`-separated) → the source files it loads. */
export type SourceGraph = ReadonlyMap<string, readonly string[]>;

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveImport(root: string, from: string, specifier: string): string | null {
  const path = specifier.split('?')[0] ?? '';
  let base: string;
  if (path.startsWith('@/')) base = join('src', path.slice(2));
  else if (path.startsWith('.')) base = join(dirname(from), path);
  else return null;
  for (const ext of EXTENSIONS) {
    const file = `${base}${ext}`;
    if (/\.tsx?$/.test(file) && existsSync(join(root, file))) return file.split('\\').join('/');
  }
  return null;
}

/**
 * What a module loads: its imports and re-exports (type-only ones load nothing), its dynamic
 * imports and its workers (`new URL('./w.ts', import.meta.url)`).
 */
function moduleSpecifiers(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const allTypes = (names: ts.NamedImportBindings | ts.NamedExportBindings | undefined) =>
    names !== undefined &&
    (ts.isNamedImports(names) || ts.isNamedExports(names)) &&
    names.elements.length > 0 &&
    names.elements.every((e) => e.isTypeOnly);
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly || (!clause.name && allTypes(clause.namedBindings)));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (!node.isTypeOnly && !allTypes(node.exportClause)) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    } else if (
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'URL' &&
      node.arguments?.[0] &&
      ts.isStringLiteralLike(node.arguments[0]) &&
      node.arguments[1]?.getText(source) === 'import.meta.url'
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(root, path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The app's source files and what each loads. */
export function readSourceGraph(root: string): SourceGraph {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(root, 'src')) {
    const text = readFileSync(join(root, file), 'utf8');
    const deps = moduleSpecifiers(file, text)
      .map((s) => resolveImport(root, file, s))
      .filter((f): f is string => f !== null);
    graph.set(file, [...new Set(deps)]);
  }
  return graph;
}

/** The pages: one per route module (the route table, src/app/route-table.ts, names each page after its module). */
export function pageNames(graph: SourceGraph): string[] {
  return [...graph.keys()]
    .filter((f) => dirname(f) === ROUTES_DIR)
    .map((f) => f.slice(ROUTES_DIR.length + 1).replace(/\.tsx?$/, ''))
    .sort();
}

const routeFile = (graph: SourceGraph, page: string) =>
  [`${ROUTES_DIR}/${page}.tsx`, `${ROUTES_DIR}/${page}.ts`].find((f) => graph.has(f));

/** Every file reachable from the roots without entering another page's route module. */
function reach(graph: SourceGraph, roots: string[]): Set<string> {
  const found = new Set<string>();
  const visit = (file: string, root: boolean) => {
    if (found.has(file) || (!root && dirname(file) === ROUTES_DIR)) return;
    found.add(file);
    for (const dep of graph.get(file) ?? []) visit(dep, false);
  };
  roots.forEach((r) => visit(r, true));
  return found;
}

/** The files whose messages each catalog holds: the shell's, then each page's own. */
export function catalogFiles(graph: SourceGraph): Map<string, Set<string>> {
  const shell = reach(graph, SHELL_ROOTS);
  const units = new Map<string, Set<string>>([[SHELL, shell]]);
  for (const page of pageNames(graph)) {
    const file = routeFile(graph, page);
    const own = [...reach(graph, file ? [file] : [])].filter((f) => !shell.has(f));
    units.set(page, new Set(own));
  }
  return units;
}

/** A catalog entry as the .po format reads it: where it is used. */
export interface OriginEntry {
  origin?: [string, number?][];
}

/**
 * Message ids per catalog. A message used by the shell is in the shell's catalog only (every
 * page loads it); any other in the catalog of each page that uses it. A message whose origins no
 * catalog reaches (no origin, or code no page loads) goes to the shell: never left out.
 */
export function splitMessages(
  entries: Record<string, OriginEntry>,
  files: Map<string, Set<string>>,
): Map<string, string[]> {
  const split = new Map<string, string[]>([...files.keys()].map((name) => [name, []]));
  const shellFiles = files.get(SHELL) ?? new Set();
  for (const [id, entry] of Object.entries(entries)) {
    const origins = (entry.origin ?? []).map(([file]) => file);
    const used = (set: Set<string>) => origins.some((o) => set.has(o));
    const pages = [...files].filter(([name, set]) => name !== SHELL && used(set));
    if (used(shellFiles) || pages.length === 0) split.get(SHELL)?.push(id);
    else for (const [name] of pages) split.get(name)?.push(id);
  }
  return split;
}

interface PoEntry extends OriginEntry {
  translation?: string;
}

export async function readPo(root: string): Promise<Record<string, PoEntry>> {
  const format = await getFormat('po', {}, 'en');
  const catalog = (await format.read(join(root, PO_FILE), 'ru')) as Record<string, PoEntry> | null;
  if (!catalog) throw new Error(`No catalog at ${PO_FILE}`);
  return catalog;
}

/** A catalog module: the translated messages compiled and keyed as the code looks them up. */
function catalogModule(ids: string[], po: Record<string, PoEntry>, keys: MessageKeys): string {
  // An untranslated message is left out: the code's compiled English shows instead.
  const texts = Object.fromEntries(
    ids.flatMap((id) => {
      const text = po[id]?.translation;
      return text ? [[id, text]] : [];
    }),
  );
  const { source, errors } = createCompiledCatalog('ru', texts, { namespace: 'json' });
  if (errors.length) throw new Error(createCompilationErrorMessage('ru', errors));
  const compiled = (JSON.parse(source) as { messages: Record<string, unknown> }).messages;
  const keyed = Object.fromEntries(
    Object.entries(compiled).map(([id, value]) => [keys.get(id) ?? id, value]),
  );
  return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(keyed))});\n`;
}

const INDEX_ID = 'virtual:ru-catalogs';
const CATALOG_IMPORT = 'virtual:ru-catalog/';
const CATALOG_PREFIX = '\0ru-catalog:';

/** The module id of a catalog (the bench finds its chunk by it). */
export const catalogModuleId = (name: string) => `${CATALOG_PREFIX}${name}`;

/**
 * `virtual:ru-catalogs`: each catalog's loader, by name (`shell` and each page), and each
 * catalog a lazy module of its own, built from the one .po file.
 */
export function ruCatalogs(keys: MessageKeys, root: string = process.cwd()): Plugin {
  let split:
    | Promise<{ names: string[]; ids: Map<string, string[]>; po: Record<string, PoEntry> }>
    | undefined;
  const compute = async () => {
    const po = await readPo(root);
    const files = catalogFiles(readSourceGraph(root));
    return { names: [...files.keys()], ids: splitMessages(po, files), po };
  };
  return {
    name: 'ru-catalogs',
    buildStart() {
      split = undefined;
    },
    resolveId(id) {
      if (id === INDEX_ID) return `\0${INDEX_ID}`;
      if (id.startsWith(CATALOG_IMPORT)) return catalogModuleId(id.slice(CATALOG_IMPORT.length));
      return null;
    },
    async load(id) {
      if (id === `\0${INDEX_ID}`) {
        // The dev server keeps one plugin instance: a changed .po or new import counts next time.
        if (this.meta.watchMode) split = undefined;
        this.addWatchFile(resolve(root, PO_FILE));
        const { names } = await (split ??= compute());
        const entries = names.map(
          (n) => `  ${JSON.stringify(n)}: () => import(${JSON.stringify(CATALOG_IMPORT + n)}),`,
        );
        return `export const catalogs = {\n${entries.join('\n')}\n};\n`;
      }
      if (id.startsWith(CATALOG_PREFIX)) {
        const { ids, po } = await (split ??= compute());
        const name = id.slice(CATALOG_PREFIX.length);
        const own = ids.get(name);
        if (!own) throw new Error(`ru-catalogs: no catalog ${name}`);
        return catalogModule(own, po, keys);
      }
      return null;
    },
  };
}
