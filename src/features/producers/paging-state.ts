export const PAGE_LIMITS = [10, 25, 50, 100] as const;
export const DEFAULT_LIMIT = 25;

/** `?limit=` as a whole number within 1…1000, else the default. */
export function parseLimit(value: string | null): number {
  if (!value || !/^\d{1,4}$/.test(value)) return DEFAULT_LIMIT;
  const n = Number(value);
  return n >= 1 && n <= 1000 ? n : DEFAULT_LIMIT;
}
