import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

/*
 * The import rules of src/ (docs/architecture.md, "Layers"). ESLint's own no-restricted-imports,
 * one block per layer: each file matches exactly one block, since a later block's options for a
 * rule replace an earlier one's rather than adding to them.
 *
 * - Layers import one way only: api → storage → history → queries → lib → components → features
 *   → app (main.tsx is the app's start-up, so it is app). A layer may import the layers before
 *   it, never after. api/ is the node and history clients; storage/ what this browser keeps
 *   (IndexedDB, localStorage); history/ an account's history from a service or the block scan.
 * - A feature imports no other feature: what two features share lives in components/ (UI) or
 *   lib/ (logic), the declared shared places.
 * - Across folders, imports use the `@/` alias; `../` is never written in src/.
 */
const LAYERS = ['api', 'storage', 'history', 'queries', 'lib', 'components', 'features', 'app'];
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const COMMON_PATHS = [
  { name: 'react-router-dom', message: 'Import from react-router.' },
  ...['zod', 'zod/v4'].map((name) => ({
    name,
    message:
      "Import { z } from '@/api/zod' (zod/mini): classic zod adds ~27 kB gzip to the entry chunk.",
  })),
];
const NO_PARENT = {
  regex: String.raw`^\.\./`,
  message: "Import across folders with the '@/' alias (relative imports stay within a folder).",
};
const NO_DEV_NODE = {
  regex: String.raw`(^@dev-node/|/dev-node/)`,
  message: 'The app never imports the dev node (tests may, through @dev-node/).',
};

/** The layers a file of `layer` may not import: every one after it. */
function laterLayers(layer) {
  const later = LAYERS.slice(LAYERS.indexOf(layer) + 1);
  return later.length === 0
    ? []
    : [
        {
          regex: `^@/(${later.join('|')})(/|$)`,
          message: `Imports go one way, ${LAYERS.join(' → ')}: ${layer}/ may not import ${later.join(', ')}.`,
        },
      ];
}

function restricted(patterns, paths = COMMON_PATHS) {
  return { rules: { 'no-restricted-imports': ['error', { paths, patterns }] } };
}

const SOURCE = (dir) => ({
  files: [`${dir}/**/*.{ts,tsx}`],
  ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
});

const importRules = [
  ...['api', 'storage', 'history', 'queries', 'lib', 'components'].map((layer) => ({
    ...SOURCE(`src/${layer}`),
    ...restricted([NO_PARENT, NO_DEV_NODE, ...laterLayers(layer)]),
  })),
  ...FEATURES.map((feature) => ({
    ...SOURCE(`src/features/${feature}`),
    ...restricted([
      NO_PARENT,
      NO_DEV_NODE,
      ...laterLayers('features'),
      {
        regex: `^@/features/(?!${feature}/)`,
        message: `A feature imports no other feature: move what ${feature}/ shares to components/ or lib/.`,
      },
    ]),
  })),
  {
    // The service worker runs apart from the app: it shares only api/ code (no DOM, no React).
    ...SOURCE('src/service-worker'),
    ...restricted([
      NO_PARENT,
      NO_DEV_NODE,
      {
        regex: String.raw`^@/(?!api/)`,
        message: 'The service worker shares only api/ code with the app.',
      },
    ]),
  },
  {
    files: ['src/app/**/*.{ts,tsx}', 'src/main.tsx'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    ...restricted([NO_PARENT, NO_DEV_NODE]),
  },
  {
    // Tests may reach the dev node (@dev-node/) and classic zod, still through aliases.
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**/*.{ts,tsx}'],
    ...restricted([NO_PARENT], [COMMON_PATHS[0]]),
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      'bench/results',
      '.ci',
      // Scratch space: bench builds, profiles, nginx roots.
      '.tmp',
      '.vite',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-router-dom', message: 'Import from react-router.' }] },
      ],
    },
  },
  {
    files: ['eslint.config.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': [
        'warn',
        { allowConstantExport: true, allowExportNames: ['loader', 'handle', 'Component'] },
      ],
    },
  },
  ...pluginQuery.configs['flat/recommended'],
  {
    // Only the typed client talks to the node.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**', 'src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Only src/api/ calls fetch; use the node client.' },
      ],
    },
  },
  ...importRules,
  {
    // Small parts (issue 32): a long file or function is a sign that several units share one home.
    files: ['src/**/*.{ts,tsx}', 'dev-node/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'e2e/**', 'src/test/**'],
    rules: {
      'max-lines': ['error', { max: 400 }],
      'max-lines-per-function': ['error', { max: 150 }],
    },
  },
  {
    files: ['src/app/routes/**/*.tsx', 'src/main.tsx'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  prettier,
);
