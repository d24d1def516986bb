import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';

export interface TabNavItem {
  to: string;
  label: string;
  /** Match the path exactly (for an index tab). */
  end?: boolean;
}

export interface TabNavProps {
  label: string;
  items: TabNavItem[];
}

/** Tabs that are links, so every tab has its own URL. */
export function TabNav({ label, items }: TabNavProps) {
  return (
    <nav aria-label={label} className="mb-6 border-b border-slate-200 dark:border-slate-700">
      <ul className="-mb-px flex flex-wrap gap-1">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                cn(
                  'block border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-teal-600',
                  isActive
                    ? 'border-teal-600 text-teal-800 dark:border-teal-400 dark:text-teal-200'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
                )
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
