import { t } from '@lingui/core/macro';
import { AccountLink } from '@/components/links/account-link';
import type { ActionReading } from '@/lib/action-reading';

/** A reading's parts as text and links: nothing in action data is ever read as markup. */
export function ReadingView({ reading }: { reading: ActionReading }) {
  return (
    <span className="break-words">
      {reading.direction ? (
        <span
          className={
            reading.direction === 'in'
              ? 'mr-1 rounded bg-emerald-100 px-1 text-xs font-semibold text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100'
              : 'mr-1 rounded bg-amber-100 px-1 text-xs font-semibold text-amber-900 dark:bg-amber-900/50 dark:text-amber-100'
          }
        >
          {reading.direction === 'in' ? t`IN` : t`OUT`}
        </span>
      ) : null}
      {reading.parts.map((part, i) => {
        switch (part.kind) {
          case 'account':
            return <AccountLink key={i} name={part.name} />;
          case 'amount':
            return (
              <span key={i} className="font-mono whitespace-nowrap">
                {part.text}
              </span>
            );
          case 'memo':
            return (
              // A memo is the sender's own words, in whatever language.
              <span key={i} className="text-slate-600 italic dark:text-slate-300" translate="no">
                {part.text}
              </span>
            );
          case 'data':
            return (
              <code key={i} className="font-mono text-xs break-all">
                {part.text}
              </code>
            );
          default:
            return <span key={i}>{part.text}</span>;
        }
      })}
    </span>
  );
}
