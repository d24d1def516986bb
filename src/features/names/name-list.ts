import { t } from '@lingui/core/macro';
import { validateNameForm } from '@/lib/search';

/** Splits the `q` parameter or the input field into names: commas, spaces or new lines separate. */
export function splitNames(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((n) => n.trim())
    .filter(Boolean);
}

export interface NameProblem {
  /** 1-based position of the name in the list. */
  position: number;
  input: string;
  problem: string;
}

/** Every name whose form is invalid, checked in the browser before anything is sent. */
export function findNameProblems(names: string[]): NameProblem[] {
  return names.flatMap((input, i) => {
    const problem = validateNameForm(input);
    return problem ? [{ position: i + 1, input, problem }] : [];
  });
}

/** What kind of lookup a form asks for, in words. */
export function describeNameForm(input: string): string {
  if (input.includes('@@')) return t`username in an account scope`;
  if (input.startsWith('@')) return t`domain`;
  if (input.includes('@')) return t`username in a domain`;
  return t`domain`;
}
