import { defineConfig } from '@lingui/conf';

/*
 * English is the source language: its messages stay in the code, compiled at build time
 * (scripts/lingui-compiled-messages.ts), so English needs no catalog request. Russian is a lazy
 * chunk that @lingui/vite-plugin compiles from its .po file on import.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ru'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '<rootDir>/src/test/**'],
    },
  ],
  format: 'po',
  // Origins without line numbers: a catalog changes when a message does, not when code moves.
  formatOptions: { lineNumbers: false },
  orderBy: 'messageId',
});
