import type { Messages } from '@lingui/core';
import { catalogs } from 'virtual:ru-catalogs';
import { retryableImport } from '@/api/retryable-import';

/*
 * The language a visit starts in, and its catalogs. The start-up entry uses this module to fetch
 * the Russian catalogs alongside the page's code, so it imports nothing of Lingui's run time.
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

/*
 * Russian comes in catalogs (scripts/ru-catalogs.ts): the shell's, which every page needs, and
 * one per page, each a lazy chunk. A page's is requested with the page's code (loadPage), so it is
 * merged before the page is drawn; English needs none (its messages are in the code).
 */

/** The catalogs the visit has needed so far: what a switch to Russian must load. */
const needed = new Set<string>(['shell']);
const loads = new Map<string, () => Promise<{ messages: Messages }>>();
/** The language whose catalogs pages load with their code. */
let catalogLocale: Locale = 'en';
/** Russian messages received before Lingui's run time is there to take them (see takeMessages). */
let received: Messages = {};
let deliver: ((messages: Messages) => void) | null = null;

/** Each catalog's load under way or done: a catalog is merged once. */
const pending = new Map<string, Promise<boolean>>();

/**
 * Loads one catalog and hands its messages over; resolves false when it could not be loaded (the
 * messages then show in English, compiled into the code). A later call downloads it again.
 */
function loadOne(name: string): Promise<boolean> {
  let done = pending.get(name);
  if (done) return done;
  let load = loads.get(name);
  if (!load) {
    const module = catalogs[name];
    if (!module) return Promise.resolve(true);
    load = retryableImport(module);
    loads.set(name, load);
  }
  done = load().then(
    ({ messages }) => {
      if (deliver) deliver(messages);
      else Object.assign(received, messages);
      return true;
    },
    (error: unknown) => {
      pending.delete(name);
      console.warn(`The Russian catalog "${name}" could not be loaded`, error);
      return false;
    },
  );
  pending.set(name, done);
  return done;
}

/**
 * The catalogs of a language: the shell's, and those of every page the visit has loaded. Resolves
 * whether the shell's arrived (without it the language is not worth showing); from now on, pages
 * load theirs with their code.
 */
export async function loadCatalogs(locale: Locale): Promise<boolean> {
  catalogLocale = locale;
  if (locale === 'en') return true;
  const [shell] = await Promise.all([...needed].map(loadOne));
  if (!shell) catalogLocale = 'en';
  return shell ?? false;
}

/** A page's catalog in the language pages load: resolves once merged, or failed (English shows). */
export function loadPageCatalog(page: string): Promise<unknown> {
  needed.add(page);
  return catalogLocale === 'en' ? Promise.resolve() : loadOne(page);
}

/**
 * Hands the Russian messages received so far to `take`, and every later catalog as it comes.
 * Lingui's run time (src/lib/i18n.ts) takes them, once loaded.
 */
export function takeMessages(take: (messages: Messages) => void) {
  deliver = take;
  take(received);
  received = {};
}

let active: Locale = 'en';

/** The language numbers and dates are formatted for (src/lib/format.ts). */
export function activeLocale(): Locale {
  return active;
}

export function setActiveLocale(locale: Locale) {
  active = locale;
}
