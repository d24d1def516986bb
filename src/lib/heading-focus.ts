/**
 * Navigation state of a search: the page it opens puts keyboard focus on its main heading once
 * drawn, so keyboard and screen-reader users land on the result rather than on the page body.
 */
export const focusHeadingState = { focusHeading: true } as const;

export function wantsHeadingFocus(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'focusHeading' in state;
}
