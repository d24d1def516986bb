import type { KeyRing } from './keys.ts';
import type { AccountState } from './state.ts';

/** What the index reads: the accounts, the names of those whose permissions changed, the keys. */
export interface KeyIndexSource {
  readonly accounts: ReadonlyMap<string, AccountState>;
  readonly authChanged: Set<string>;
  readonly keys: KeyRing;
}

/**
 * Which accounts have a public key in one of their permissions (history_plugin's
 * public_key_history, Hyperion's permission index): built on the first lookup, then brought up
 * to date from the accounts whose permissions changed since, so block production never pays
 * for it and a lookup re-reads only what changed.
 */
export class KeyIndex {
  private readonly source: KeyIndexSource;
  private readonly byKey = new Map<string, Set<string>>();
  private readonly keysOf = new Map<string, string[]>();
  private built = false;

  constructor(source: KeyIndexSource) {
    this.source = source;
  }

  /** The accounts holding `key` (canonical GLS) in any permission, sorted by name. */
  accountsOf(key: string): string[] {
    this.refresh();
    return [...(this.byKey.get(key) ?? [])].sort();
  }

  private refresh(): void {
    const names = this.built ? [...this.source.authChanged] : [...this.source.accounts.keys()];
    this.source.authChanged.clear();
    this.built = true;
    for (const name of names) this.reindex(name);
  }

  private reindex(name: string): void {
    for (const key of this.keysOf.get(name) ?? []) this.byKey.get(key)?.delete(name);
    const account = this.source.accounts.get(name);
    const keys = account
      ? [
          ...new Set(
            account.permissions.flatMap((p) =>
              p.required_auth.keys.map((k) => this.source.keys.gls(k.key)),
            ),
          ),
        ]
      : [];
    this.keysOf.set(name, keys);
    for (const key of keys) {
      let set = this.byKey.get(key);
      if (!set) this.byKey.set(key, (set = new Set()));
      set.add(name);
    }
  }
}
