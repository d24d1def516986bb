/**
 * An explorer link inside text or a table cell: underlined at rest (not by colour alone, for
 * people who cannot tell the teal from the text), the underline darkening on hover.
 */
export const INLINE_LINK =
  'text-teal-700 underline decoration-teal-700/40 underline-offset-2 hover:decoration-current dark:text-teal-300 dark:decoration-teal-300/50';
