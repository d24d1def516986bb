import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { beforeStart, beforeStartSources, startFailureScript, themeScript } from './before-start';

interface Painted {
  dark: boolean;
  colorScheme: string | undefined;
}

/**
 * Runs the inline script in a bare context, as index.html does before any module exists: with
 * only a window (storage, system theme) and <html>. A reference to anything else would throw.
 */
function paintWith(saved: string | null | Error, systemDark: boolean | undefined): Painted {
  const painted: Painted = { dark: false, colorScheme: undefined };
  const style: { colorScheme?: string } = {};
  const window = {
    localStorage: {
      getItem: (key: string) => {
        if (saved instanceof Error) throw saved;
        return key === 'explorer.theme' ? saved : null;
      },
    },
    ...(systemDark === undefined
      ? {}
      : { matchMedia: (query: string) => ({ matches: systemDark && query.includes('dark') }) }),
  };
  const document = {
    documentElement: {
      classList: { toggle: (name: string, on: boolean) => name === 'dark' && (painted.dark = on) },
      style,
    },
  };
  runInNewContext(themeScript, { window, document });
  painted.colorScheme = style.colorScheme;
  return painted;
}

function transform(html: string): string {
  const hook = beforeStart().transformIndexHtml;
  if (!hook || typeof hook === 'function' || !('handler' in hook)) throw new Error('no handler');
  const handler = hook.handler as (html: string) => string;
  return handler(html);
}

describe('the theme painted before the first paint', () => {
  it('follows the system when nothing is saved, and a saved choice over it', () => {
    expect(paintWith(null, true)).toEqual({ dark: true, colorScheme: 'dark' });
    expect(paintWith(null, false)).toEqual({ dark: false, colorScheme: 'light' });
    expect(paintWith('light', true)).toEqual({ dark: false, colorScheme: 'light' });
    expect(paintWith('dark', false)).toEqual({ dark: true, colorScheme: 'dark' });
  });

  it('falls back to the system when storage is blocked, and to light without matchMedia', () => {
    expect(paintWith(new Error('SecurityError'), true)).toEqual({
      dark: true,
      colorScheme: 'dark',
    });
    expect(paintWith(null, undefined)).toEqual({ dark: false, colorScheme: 'light' });
    expect(paintWith('something else', true)).toEqual({ dark: true, colorScheme: 'dark' });
  });

  it('go where index.html marks their place, and their hashes are the ones the policy allows', () => {
    const html = transform(
      '<head><meta charset="UTF-8" />\n<!-- before-start: here --><title>x</title></head>',
    );
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(inline).toEqual([themeScript, startFailureScript]);
    const hashes = inline.map((s) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`);
    expect(beforeStartSources).toBe(hashes.join(' '));
  });

  it('refuses to build a page that has lost the placeholder', () => {
    expect(() => transform('<head><title>x</title></head>')).toThrow(/placeholder/);
  });
});
