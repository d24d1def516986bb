import { useSyncExternalStore } from 'react';
import { paintTheme, THEME_STORAGE_KEY as KEY } from './theme-paint';

export type ThemeChoice = 'light' | 'dark' | 'system';
const listeners = new Set<() => void>();

function media(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)')
    : undefined;
}

export function getThemeChoice(): ThemeChoice {
  let v: string | null = null;
  try {
    v = window.localStorage.getItem(KEY);
  } catch {
    v = null;
  }
  return v === 'light' || v === 'dark' ? v : 'system';
}

/** Puts the `dark` class on <html> for the chosen (or system) theme. */
export function applyTheme(choice: ThemeChoice = getThemeChoice()) {
  paintTheme(KEY, choice);
}

export function setThemeChoice(choice: ThemeChoice) {
  try {
    if (choice === 'system') window.localStorage.removeItem(KEY);
    else window.localStorage.setItem(KEY, choice);
  } catch {
    // Not persisted when storage is blocked; the choice still applies to this page.
  }
  applyTheme(choice);
  for (const l of listeners) l();
}

/** Follows the operating system's theme while the choice is "system". */
export function watchSystemTheme() {
  media()?.addEventListener('change', () => {
    if (getThemeChoice() === 'system') applyTheme('system');
  });
}

export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore((l) => {
    listeners.add(l);
    return () => listeners.delete(l);
  }, getThemeChoice);
}
