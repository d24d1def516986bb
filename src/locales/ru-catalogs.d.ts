// scripts/ru-catalogs.ts: the Russian catalogs by name (`shell`, and each page's), each lazy.
declare module 'virtual:ru-catalogs' {
  import type { Messages } from '@lingui/core';
  export const catalogs: Readonly<Record<string, () => Promise<{ messages: Messages }>>>;
}
