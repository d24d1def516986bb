/*
 * Kept apart from the answer schemas: the pages that read decoded rows and action data test for
 * objects without loading zod with their code.
 */

/** A JSON object whose fields are not described further (decoded rows, action data). */
export type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
