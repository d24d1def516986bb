import { t } from '@lingui/core/macro';
import type { Suggestion } from '@/lib/search-suggestions';

/**
 * What the search box's text could be, as a listbox under it. The box keeps focus (options are
 * chosen by pointer without taking it), so typing goes on while the list is open.
 */
export function SearchSuggestions({
  id,
  suggestions,
  active,
  onChoose,
  optionId,
}: {
  id: string;
  /** The DOM id of the option at an index, as the box names it in aria-activedescendant. */
  optionId: (index: number) => string;
  suggestions: Suggestion[];
  active: number;
  onChoose: (to: string) => void;
}) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={t`Suggestions`}
      className="absolute top-full right-0 left-0 z-20 mt-1 overflow-hidden rounded-md border border-slate-300 bg-white py-1 text-sm shadow-lg dark:border-slate-600 dark:bg-slate-900"
    >
      {suggestions.map((s, i) => (
        <li
          key={s.key}
          id={optionId(i)}
          role="option"
          aria-selected={i === active}
          aria-disabled={s.to === null ? true : undefined}
          onPointerDown={(e) => e.preventDefault()}
          onClick={() => {
            if (s.to) onChoose(s.to);
          }}
          className={`px-3 py-1.5 break-words ${
            s.to === null
              ? 'text-slate-600 dark:text-slate-300'
              : 'cursor-pointer text-slate-900 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800'
          } ${i === active ? 'bg-teal-50 outline-2 -outline-offset-2 outline-teal-600 dark:bg-teal-950' : ''}`}
        >
          {s.label}
        </li>
      ))}
    </ul>
  );
}
