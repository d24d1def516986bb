import { NodeHttpError, NodeResponseError } from '@/api/node-errors';

const UNKNOWN = /Unknown Transaction ID:?\s*([0-9a-fA-F]{64})?/;

/** The node's "Unknown Transaction ID: <id>" answer, wherever it put the text. */
export function unknownTransactionAnswer(e: unknown): { id: string | null; text: string } | null {
  const texts: string[] = [];
  if (e instanceof NodeHttpError) {
    texts.push(...e.details.map((d) => d.message), e.what ?? '', e.bodyExcerpt ?? '');
  } else if (e instanceof NodeResponseError) {
    texts.push(e.excerpt);
  }
  for (const t of texts) {
    const m = UNKNOWN.exec(t);
    if (m) return { id: m[1]?.toLowerCase() ?? null, text: t };
  }
  return null;
}
