/** Shared class names of the developer tools. */
export const BUTTON =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-teal-600 dark:border-slate-600 dark:hover:bg-slate-800';
export const PRIMARY_BUTTON =
  'rounded-md bg-teal-700 px-4 py-2 text-sm font-medium text-white hover:bg-teal-800 disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 dark:bg-teal-700 dark:hover:bg-teal-800';
export const INPUT =
  'mt-1 w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 font-mono text-sm focus-visible:outline-2 focus-visible:outline-teal-600 dark:border-slate-600 dark:bg-slate-900';
export const LINK =
  'text-teal-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-teal-600 dark:text-teal-300';
export const ALERT =
  'rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-950 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100';
/** An argument's input: its border colour says whether the value has a problem. */
export const DRAFT_INPUT =
  'mt-1 w-full rounded-md border bg-white px-2 py-1.5 font-mono text-sm focus-visible:outline-2 focus-visible:outline-teal-600 dark:bg-slate-900';
