import { useSearchParams } from 'react-router';

export interface SearchParamTab {
  /** Value of the search parameter; the first tab is the default (no parameter). */
  value: string;
  label: string;
}

/** The active tab for `param`; an absent or unknown value means the first tab. */
export function useSearchParamTab(param: string, tabs: readonly SearchParamTab[]): string {
  const [params] = useSearchParams();
  const value = params.get(param);
  return value && tabs.some((t) => t.value === value) ? value : (tabs[0]?.value ?? '');
}
