/** Where one lookup of a search stands. */
export type LookupStatus = 'pending' | 'found' | 'absent' | 'failed';

/** A query's status as a lookup: an error that says "no such thing" and an empty answer are absent. */
export function lookupStatus<T>(
  query: { data: T | undefined; error: unknown },
  isAbsent: (error: unknown) => boolean,
  isEmpty: (data: T) => boolean = () => false,
): LookupStatus {
  if (query.error) return isAbsent(query.error) ? 'absent' : 'failed';
  if (query.data === undefined) return 'pending';
  return isEmpty(query.data) ? 'absent' : 'found';
}

/**
 * The index of the one result to open at once, or null to show them all: every lookup has
 * answered, none failed (a failed one might also have found something), and exactly one found.
 */
export function soleFind(statuses: readonly LookupStatus[]): number | null {
  if (statuses.some((s) => s === 'pending' || s === 'failed')) return null;
  const found = statuses.flatMap((s, i) => (s === 'found' ? [i] : []));
  return found.length === 1 ? (found[0] ?? null) : null;
}
