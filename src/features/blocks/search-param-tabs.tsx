import { Link, useLocation, useSearchParams } from 'react-router';
import { cn } from '@/lib/cn';
import { useSearchParamTab, type SearchParamTab } from './use-search-param-tab';

export interface SearchParamTabsProps {
  label: string;
  /** Search parameter holding the tab, e.g. `tab`. */
  param: string;
  tabs: SearchParamTab[];
}

/** Link tabs kept in a search parameter, so each tab of a page has its own URL. */
export function SearchParamTabs({ label, param, tabs }: SearchParamTabsProps) {
  const location = useLocation();
  const [params] = useSearchParams();
  const current = useSearchParamTab(param, tabs);
  return (
    <nav aria-label={label} className="mb-4 border-b border-slate-200 dark:border-slate-700">
      <ul className="-mb-px flex flex-wrap gap-1">
        {tabs.map((tab, i) => {
          const next = new URLSearchParams(params);
          if (i === 0) next.delete(param);
          else next.set(param, tab.value);
          const qs = next.toString();
          const isActive = current === tab.value;
          return (
            <li key={tab.value}>
              <Link
                to={{ pathname: location.pathname, search: qs ? `?${qs}` : '' }}
                preventScrollReset
                aria-current={isActive ? 'page' : undefined}
                className={cn(
                  'block border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-teal-600',
                  isActive
                    ? 'border-teal-600 text-teal-800 dark:border-teal-400 dark:text-teal-200'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
