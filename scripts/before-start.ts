import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { watchStartFailure } from '../src/lib/start-failure';
import { paintTheme, THEME_STORAGE_KEY } from '../src/lib/theme-paint';

/*
 * Two inline scripts at the top of index.html, run before the app's code has arrived: the app's
 * own functions, from their source text, so the two cannot disagree.
 */

/** Paints the theme: until the app's module runs, a dark-mode visitor would see a white page. */
export const themeScript = `(${paintTheme.toString()})(${JSON.stringify(THEME_STORAGE_KEY)});`;

/** Says so if the app's code cannot be loaded, rather than leaving the page blank. */
export const startFailureScript = `(${watchStartFailure.toString()})(${JSON.stringify(
  'The explorer’s code could not be loaded (the connection failed, or the site was updated meanwhile). Reload the page to try again.',
)});`;

const sourceOf = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The Content-Security-Policy sources that allow these two inline scripts and no other. */
export const beforeStartSources = [themeScript, startFailureScript].map(sourceOf).join(' ');

const PLACEHOLDER = /<!-- before-start:[^>]*-->/;

/** Puts the scripts where index.html marks their place: after the charset, before the styles. */
export function beforeStart(): Plugin {
  return {
    name: 'before-start',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!PLACEHOLDER.test(html)) {
          throw new Error('index.html has no <!-- before-start: … --> placeholder');
        }
        return html.replace(
          PLACEHOLDER,
          () => `<script>${themeScript}</script><script>${startFailureScript}</script>`,
        );
      },
    },
  };
}
