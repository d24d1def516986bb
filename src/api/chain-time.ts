/* Kept apart from the history schemas so the code that shows a time does not load zod. */

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:?\d\d)?$/;

/**
 * A time as the node writes it (UTC, milliseconds, no zone), from any ISO form a server sends:
 * `2024-01-11T23:17:15.000`, `…T23:17:15`, `…T23:17:15.5Z`. Null when it is not an ISO time.
 */
export function normaliseChainTime(value: string): string | null {
  const trimmed = value.trim();
  if (!ISO_TIME.test(trimmed)) return null;
  const zoned = /Z|[+-]\d\d:?\d\d$/.test(trimmed) ? trimmed : `${trimmed}Z`;
  const ms = Date.parse(zoned);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString().slice(0, 23);
}
