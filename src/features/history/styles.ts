/** Shared class names of the history settings. */
export const BUTTON =
  'rounded-md border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800';
