import { en } from 'zod/locales';
import type { ResponseIssue } from './node-errors';

/*
 * zod's English issue messages ("Invalid input: expected number, received string"), ~1 kB gzip
 * that only a failed answer's description reads: registered globally they would sit in every
 * first page, so zod/mini runs with none and this lazy module writes them when one is shown.
 */

const english = en().localeError;

/** zod's bare message when nothing wrote one: the schema had none of its own. */
const BARE = 'Invalid input';

function issueMessage({ message, issue }: ResponseIssue): string {
  if (message !== BARE || !issue) return message;
  const written = english(issue);
  const text = typeof written === 'string' ? written : written?.message;
  return text ?? message;
}

/** The issues with their messages written, for errors described from them as they are. */
export function withMessages(issues: readonly ResponseIssue[]): ResponseIssue[] {
  return issues.map((i) => ({ ...i, message: issueMessage(i) }));
}

/** The first three issues, each as `path: message`. */
export function issueMessages(issues: readonly ResponseIssue[]): string {
  return issues
    .slice(0, 3)
    .map((i) => `${i.path || '(root)'}: ${issueMessage(i)}`)
    .join('; ');
}
