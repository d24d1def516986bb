import type { Messages } from '@lingui/core';

/*
 * The language a visit starts in, and its catalog. The start-up entry uses this module to fetch
 * the Russian catalog alongside the page's code, so it imports nothing of Lingui's run time.
 */

export const LOCALES = ['en', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];

const STORAGE_KEY = 'explorer.lang';

function asLocale(value: string | null | undefined): Locale | null {
  const lang = value?.trim().toLowerCase().split('-')[0];
  return LOCALES.find((l) => l === lang) ?? null;
}

/** `?lang=ru|en` of a deep link; null when absent or not a language the explorer speaks. */
export function readLangParam(search: string): Locale | null {
  return asLocale(new URLSearchParams(search).get('lang'));
}

export function savedLocale(): Locale | null {
  try {
    return asLocale(window.localStorage.getItem(STORAGE_KEY));
  } catch {
    return null;
  }
}

export function saveLocale(locale: Locale) {
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
}

/** The first of the browser's languages that the explorer speaks, else English. */
export function browserLocale(languages: readonly string[] = navigator.languages): Locale {
  for (const lang of languages) {
    const locale = asLocale(lang);
    if (locale) return locale;
  }
  return 'en';
}

/** A link's `?lang=` for its visit, else the person's saved choice, else the browser's. */
export function startingLocale(search: string): Locale {
  return readLangParam(search) ?? savedLocale() ?? browserLocale();
}

/**
 * The compiled catalog of a language; English has none (its messages are in the code). Russian
 * is a lazy chunk, which the start-up entry requests before the first render.
 */
export async function loadCatalog(locale: Locale): Promise<Messages> {
  if (locale === 'en') return {};
  const { messages } = await import('@/locales/ru/messages.po');
  return messages;
}

let active: Locale = 'en';

/** The language numbers and dates are formatted for (src/lib/format.ts). */
export function activeLocale(): Locale {
  return active;
}

export function setActiveLocale(locale: Locale) {
  active = locale;
}
