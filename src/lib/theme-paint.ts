/** Where the person's theme choice is kept ('light' or 'dark'; absent means "follow the system"). */
export const THEME_STORAGE_KEY = 'explorer.theme';

/**
 * Puts the `dark` class and the color scheme on <html> for a choice, or for the saved one when
 * none is given. index.html also runs this function from its own text, inline, before the first
 * paint (scripts/before-start.ts), so a dark-mode visitor never sees a white page while the
 * code loads: it must not use anything from outside its body.
 */
export function paintTheme(storageKey: string, choice?: string | null): void {
  let chosen = choice;
  if (chosen == null) {
    try {
      chosen = window.localStorage.getItem(storageKey);
    } catch {
      chosen = null;
    }
  }
  const dark =
    chosen === 'dark' ||
    (chosen !== 'light' &&
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-color-scheme: dark)').matches);
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}
