import type { Messages } from '@lingui/core';
import { catalogs } from 'virtual:ru-catalogs';

/** Every Russian catalog merged, the shell's and each page's: a test's messages may live in any. */
export async function allRussianMessages(): Promise<Messages> {
  const loaded = await Promise.all(Object.values(catalogs).map((load) => load()));
  return Object.assign({}, ...loaded.map((c) => c.messages)) as Messages;
}
