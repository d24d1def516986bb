import { isAccountName } from '@/api/chain-refs';

/**
 * The accounts this browser watches (the star on an account's page, listed at /watch) and whether
 * it notifies of their incoming transfers and permission changes. localStorage, so the list is
 * the same in every tab; a change in one tab reaches the others through the `storage` event.
 */
export interface Watched {
  /** Account names, in the order they were starred. */
  accounts: readonly string[];
  /** Browser notifications turned on here (the browser's own permission is asked then). */
  notify: boolean;
}

const KEY = 'explorer-watched';
const EMPTY: Watched = { accounts: [], notify: false };

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage blocked by the browser's settings: the list lives as long as the page.
    return null;
  }
}

/** What was stored, read leniently: a hand-edited or older value loses only what is wrong. */
function read(raw: string | null): Watched {
  if (raw === null) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return EMPTY;
    const { accounts, notify } = value as Record<string, unknown>;
    return {
      accounts: Array.isArray(accounts)
        ? [
            ...new Set(
              accounts.filter((a): a is string => typeof a === 'string' && isAccountName(a)),
            ),
          ]
        : [],
      notify: notify === true,
    };
  } catch {
    return EMPTY;
  }
}

let current: Watched | null = null;
const listeners = new Set<() => void>();

/** The list now: the same object until it changes (a snapshot for useSyncExternalStore). */
export function watched(): Watched {
  current ??= read(storage()?.getItem(KEY) ?? null);
  return current;
}

function changed() {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  if (event.key !== KEY && event.key !== null) return;
  current = null;
  changed();
}

/** Calls `listener` on every change, this tab's or another's; returns the unsubscribe. */
export function subscribeWatched(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined')
    window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined')
      window.removeEventListener('storage', onStorage);
  };
}

function write(next: Watched) {
  current = next;
  try {
    storage()?.setItem(KEY, JSON.stringify(next));
  } catch {
    // Quota or blocked storage: the change holds for this page only.
  }
  changed();
}

/** Stars or unstars an account. */
export function toggleWatched(account: string): void {
  const { accounts, notify } = watched();
  write({
    accounts: accounts.includes(account)
      ? accounts.filter((a) => a !== account)
      : [...accounts, account],
    notify,
  });
}

/** Replaces the list (an imported file), keeping each name once. */
export function setWatchedAccounts(accounts: readonly string[]): void {
  write({ accounts: [...new Set(accounts)], notify: watched().notify });
}

export function setWatchNotify(notify: boolean): void {
  write({ accounts: watched().accounts, notify });
}
