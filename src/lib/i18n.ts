import { i18n, type Messages } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import { loadCatalog, readLangParam, saveLocale, setActiveLocale, type Locale } from './locale';

/*
 * The language in use: Lingui's global i18n (which the macros' output calls), <html lang>, the
 * formatters' locale, and whether a link's `?lang=` chose it for this visit (kept in the address
 * like `?node=`).
 */

interface LocaleState {
  locale: Locale;
  /** The `?lang=` the visit was opened with, until the person picks a language. */
  link: Locale | null;
}

/**
 * A plain English message is its own key (scripts/lingui-compiled-messages.ts): English finds it
 * in no catalog and shows the key, which is already its text. Lingui hands a text to its message
 * compiler (left out of production builds, and warning without one); this one takes it as it is.
 */
export const plainTextCompiler = (message: string) => [message];
i18n.setMessagesCompiler(plainTextCompiler);
// English from the start: code that runs before initLocale (the first page's prefetch, an early
// request's error) then reads the English the code holds, where Lingui would throw.
i18n.loadAndActivate({ locale: 'en', messages: {} });

let state: LocaleState = { locale: 'en', link: null };
const listeners = new Set<() => void>();

function activate(locale: Locale, messages: Messages) {
  setActiveLocale(locale);
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
}

/** Before the first render, with the catalog the start-up entry fetched. */
export function initLocale(search: string, locale: Locale, messages: Messages) {
  activate(locale, messages);
  state = { locale, link: readLangParam(search) === locale ? locale : null };
}

/** The person's choice: saved, and the address no longer carries a link's `?lang=`. */
export async function chooseLocale(locale: Locale) {
  saveLocale(locale);
  const messages = await loadCatalog(locale);
  activate(locale, messages);
  state = { locale, link: null };
  for (const l of listeners) l();
}

export function useLocaleState(): LocaleState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
}
