import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { paintTheme, THEME_STORAGE_KEY } from '../src/lib/theme-paint';

/**
 * The theme, painted by an inline script at the top of index.html: the app's code is a module
 * that runs only once it has arrived, and until then a dark-mode visitor would see a white page.
 * The script is the app's own `paintTheme`, from its source text, so the two cannot disagree.
 */
export const themeScript = `(${paintTheme.toString()})(${JSON.stringify(THEME_STORAGE_KEY)});`;

/** The Content-Security-Policy source that allows this one inline script and no other. */
export const themeScriptSource = `'sha256-${createHash('sha256').update(themeScript).digest('base64')}'`;

const PLACEHOLDER = /<!-- theme-before-paint:[^>]*-->/;

/** Puts the script where index.html marks its place: after the charset, before the styles. */
export function themeBeforePaint(): Plugin {
  return {
    name: 'theme-before-paint',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!PLACEHOLDER.test(html)) {
          throw new Error('index.html has no <!-- theme-before-paint: … --> placeholder');
        }
        return html.replace(PLACEHOLDER, () => `<script>${themeScript}</script>`);
      },
    },
  };
}
