/** The accounts looked at in this tab, latest first: a contract's tables default to one of them. */
const recent: string[] = [];
const KEEP = 5;

export function rememberAccount(name: string): void {
  const at = recent.indexOf(name);
  if (at === 0) return;
  if (at > 0) recent.splice(at, 1);
  recent.unshift(name);
  recent.length = Math.min(recent.length, KEEP);
}

/** The latest account looked at other than `except` (the contract whose tables are open). */
export function lastAccountOtherThan(except: string): string | null {
  return recent.find((a) => a !== except) ?? null;
}
