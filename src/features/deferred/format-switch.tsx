import { msg, t } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import type { MessageDescriptor } from '@lingui/core';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { deferredTo, type DeferredFormat, type DeferredView } from './deferred-url';

export interface FormatSwitchProps {
  view: DeferredView;
  /** Lower bounds of earlier pages, kept so Previous still works in the other format. */
  history: string[] | null;
}

const OPTIONS: { format: DeferredFormat; label: MessageDescriptor }[] = [
  { format: 'json', label: msg`Decoded by the node (JSON)` },
  { format: 'packed', label: msg`Packed bytes` },
];

/** JSON or packed transactions; the choice lives in the URL (`?format=packed`). */
export function FormatSwitch({ view, history }: FormatSwitchProps) {
  return (
    <nav aria-label={t`Transaction format`} className="flex flex-wrap gap-1">
      {OPTIONS.map((o) => {
        const isCurrent = o.format === view.format;
        return (
          <Link
            key={o.format}
            to={deferredTo({ ...view, format: o.format })}
            // Same page, other format: keep the way back through earlier pages.
            state={history ? { lowers: history } : undefined}
            aria-current={isCurrent ? 'page' : undefined}
            className={cn(
              'rounded-md border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-teal-600',
              isCurrent
                ? 'border-teal-600 bg-teal-50 text-teal-900 underline decoration-2 underline-offset-4 dark:border-teal-400 dark:bg-teal-900/40 dark:text-teal-100'
                : 'border-slate-300 hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800',
            )}
          >
            {i18n._(o.label)}
          </Link>
        );
      })}
    </nav>
  );
}
