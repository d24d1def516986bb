/** Navigation state that remembers the lower bounds of the pages before this one. */
export interface PagingState {
  lowers: string[];
}

/** Reads the lower-bound history from `location.state`; anything else is an empty history. */
export function readLowerHistory(state: unknown): string[] | null {
  if (typeof state !== 'object' || state === null || !('lowers' in state)) return null;
  const { lowers } = state;
  if (!Array.isArray(lowers)) return null;
  return lowers.every((l): l is string => typeof l === 'string') ? lowers : null;
}

export const PAGE_LIMITS = [10, 25, 50, 100] as const;
export const DEFAULT_LIMIT = 25;

/** `?limit=` as a whole number within 1…1000, else the default. */
export function parseLimit(value: string | null): number {
  if (!value || !/^\d{1,4}$/.test(value)) return DEFAULT_LIMIT;
  const n = Number(value);
  return n >= 1 && n <= 1000 ? n : DEFAULT_LIMIT;
}
