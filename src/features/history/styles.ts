/** Shared class names of the history settings and views. */
export const BUTTON =
  'rounded-md border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800';

/** A small outlined button beside a list: export, cancel, resume, load older. */
export const SMALL_BUTTON =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 disabled:opacity-50 dark:border-slate-600 dark:hover:bg-slate-800';

/** The one filled button of a panel: start reading. */
export const PRIMARY_BUTTON =
  'rounded-md bg-teal-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 disabled:opacity-50';
