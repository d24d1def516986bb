/** Shared class names of the table browser. */
export const SELECT =
  'mt-1 w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-teal-600 dark:border-slate-600 dark:bg-slate-900';
export const BUTTON =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-teal-600 dark:border-slate-600 dark:hover:bg-slate-800';
