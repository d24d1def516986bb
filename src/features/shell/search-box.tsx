import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { retryableImport } from '@/api/retryable-import';
import type { SearchTarget } from '@/lib/search';
import { focusHeadingState } from '@/lib/heading-focus';
import { paths } from '@/lib/paths';

// Reading what was typed is not needed to draw a page: it loads when the box gets focus, so
// it is there by the time Enter is pressed, and it leaves every first load lighter.
const loadSearch = retryableImport(() => import('@/lib/search'));

/** The one search box: block number or id, account, name (user@domain) or token symbol. */
export function SearchBox() {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const problemId = useId();

  useEffect(() => {
    // "/" focuses search from anywhere except while typing in a field.
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey) return;
      const t = e.target;
      if (
        t instanceof HTMLElement &&
        (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))
      )
        return;
      e.preventDefault();
      inputRef.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    loadSearch().then(
      ({ classifySearch }) => go(classifySearch(value)),
      () =>
        setProblem('The search code could not be downloaded. Check the connection and try again.'),
    );
  };

  const go = (target: SearchTarget) => {
    const open = (to: string) => void navigate(to, { state: focusHeadingState });
    switch (target.kind) {
      case 'none':
        setProblem(target.reason);
        return;
      case 'block':
        open(paths.block(target.blockNum));
        break;
      case 'blockId':
        open(paths.search(target.blockId));
        break;
      case 'account':
        open(paths.account(target.accountName));
        break;
      case 'name':
        open(paths.names(target.name));
        break;
      case 'token':
        open(paths.search(target.symbol));
        break;
    }
    setProblem(null);
    setValue('');
    inputRef.current?.blur();
  };

  return (
    <form role="search" onSubmit={handleSubmit} className="relative w-full max-w-md">
      <label htmlFor="global-search" className="sr-only">
        <Trans>Search blocks, accounts, names and tokens</Trans>
      </label>
      <input
        ref={inputRef}
        onFocus={() => void loadSearch().catch(() => undefined)}
        id="global-search"
        type="search"
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          if (problem) setProblem(null);
        }}
        placeholder={t`Block, id, account, user@domain, SYMBOL  ( / )`}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        className="w-full rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:border-teal-600 focus-visible:outline-2 focus-visible:outline-teal-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
      />
      {problem ? (
        <p
          id={problemId}
          role="alert"

          className="absolute top-full right-0 left-0 z-20 mt-1 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 shadow dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          {problem}
        </p>
      ) : null}
    </form>
  );
}
