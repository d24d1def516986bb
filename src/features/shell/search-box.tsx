import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { useNavigate } from 'react-router';
import { retryableImport } from '@/api/retryable-import';
import type { SearchTarget } from '@/lib/search';
import type { Suggestion } from '@/lib/search-suggestions';
import { focusHeadingState } from '@/lib/heading-focus';
import { paths } from '@/lib/paths';
import { SearchSuggestions } from './search-suggestions';

// Reading what was typed is not needed to draw a page: it loads when the box gets focus, so
// it is there by the time Enter is pressed, and it leaves every first load lighter.
const loadSearch = retryableImport(() => import('@/lib/search'));
const loadSuggestions = retryableImport(() => import('@/lib/search-suggestions'));

function targetPath(target: Exclude<SearchTarget, { kind: 'none' }>): string {
  switch (target.kind) {
    case 'block':
      return paths.block(target.blockNum);
    case 'blockId':
      return paths.search(target.blockId);
    case 'account':
      return paths.account(target.accountName);
    case 'name':
      return paths.names(target.name);
    case 'key':
      return paths.key(target.key);
    case 'word':
      return paths.search(target.word);
  }
}

/** "/" focuses the box from anywhere except while typing in a field. */
function useSlashFocus(input: RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey) return;
      const el = e.target;
      if (
        el instanceof HTMLElement &&
        (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName))
      )
        return;
      e.preventDefault();
      input.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [input]);
}

/**
 * The one search box: block number or id, account, name (user@domain) or token symbol. While
 * typing, a list (the ARIA combobox pattern: arrows, Enter, Escape) offers what the text could be.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [suggest, setSuggest] = useState<{ fn: (text: string) => Suggestion[] } | null>(null);
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const problemId = useId();
  const listId = useId();
  const optionId = (index: number) => `${listId}-${index}`;
  useSlashFocus(inputRef);

  const suggestions = listOpen && suggest && value.trim() ? suggest.fn(value) : [];
  const shown = suggestions.length > 0;

  const open = (to: string) => {
    void navigate(to, { state: focusHeadingState });
    setProblem(null);
    setValue('');
    setListOpen(false);
    setActive(-1);
    inputRef.current?.blur();
  };

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    loadSearch().then(
      ({ classifySearch }) => {
        const target = classifySearch(value);
        if (target.kind === 'none') {
          setProblem(target.reason);
          setListOpen(false);
        } else open(targetPath(target));
      },
      () =>
        setProblem(t`The search code could not be downloaded. Check the connection and try again.`),
    );
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const n = suggestions.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!listOpen) setListOpen(true);
      if (n === 0) return;
      setActive((i) => (e.key === 'ArrowDown' ? (i + 1) % n : i <= 0 ? n - 1 : i - 1));
    } else if (e.key === 'Escape' && shown) {
      // Closes the list; a second Escape clears the box, as a search field does.
      e.preventDefault();
      setListOpen(false);
      setActive(-1);
    } else if (e.key === 'Enter' && shown && active >= 0) {
      e.preventDefault();
      const chosen = suggestions[active];
      if (chosen?.to) open(chosen.to);
    }
  };

  const loadCode = () => {
    void loadSearch().catch(() => undefined);
    loadSuggestions().then(
      (m) => setSuggest({ fn: m.suggestSearch }),
      () => undefined,
    );
  };

  return (
    <form role="search" onSubmit={handleSubmit} className="relative w-full max-w-md">
      <label htmlFor="global-search" className="sr-only">
        <Trans>Search blocks, accounts, names and tokens</Trans>
      </label>
      <input
        ref={inputRef}
        onFocus={() => {
          loadCode();
          setListOpen(true);
        }}
        onBlur={() => {
          setListOpen(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        id="global-search"
        type="search"
        role="combobox"
        aria-expanded={shown}
        aria-controls={shown ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setListOpen(true);
          setActive(-1);
          if (problem) setProblem(null);
        }}
        placeholder={t`Block, id, account, user@domain, SYMBOL  ( / )`}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        className="w-full rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:border-teal-600 focus-visible:outline-2 focus-visible:outline-teal-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
      />
      {shown ? (
        <SearchSuggestions
          id={listId}
          suggestions={suggestions}
          active={active}
          onChoose={open}
          optionId={optionId}
        />
      ) : null}
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
