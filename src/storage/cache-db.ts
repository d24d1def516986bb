import { deleteDB, openDB, type DBSchema, type IDBPDatabase, type OpenDBCallbacks } from 'idb';

/**
 * Opens a database this browser keeps as a cache (what was read from the node, never the only
 * copy): it closes itself when another tab wants a newer schema or Settings deletes it, and a
 * newer explorer's schema (a VersionError) is deleted and started again rather than failing.
 */
export async function openCacheDb<S extends DBSchema>(
  name: string,
  version: number,
  upgrade: NonNullable<OpenDBCallbacks<S>['upgrade']>,
): Promise<IDBPDatabase<S>> {
  let opened: IDBPDatabase<S> | undefined;
  const open = async () =>
    (opened = await openDB<S>(name, version, {
      upgrade,
      blocking() {
        opened?.close();
      },
    }));
  try {
    return await open();
  } catch (e) {
    if (e instanceof DOMException && e.name === 'VersionError') {
      await deleteDB(name);
      return open();
    }
    throw e;
  }
}
