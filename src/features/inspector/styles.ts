/** Shared class names of the request inspector. */
export const BUTTON =
  'rounded-md border border-slate-300 px-2 py-1 text-sm font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 dark:border-slate-600 dark:hover:bg-slate-800';
