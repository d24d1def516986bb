import type { Messages } from '@lingui/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Locale from './locale';

/*
 * The Russian catalogs a visit loads: the shell's, and each page's with the page's code. Each
 * catalog here holds one message, named after it.
 */

const network = vi.hoisted(() => ({ requested: [] as string[], down: new Set<string>() }));

vi.mock('virtual:ru-catalogs', () => {
  const catalog = (name: string) => () => {
    network.requested.push(name);
    return network.down.has(name)
      ? Promise.reject(new Error(`${name}: the connection failed`))
      : Promise.resolve({ messages: { [name]: `ru ${name}` } });
  };
  return {
    catalogs: { shell: catalog('shell'), peers: catalog('peers'), deferred: catalog('deferred') },
  };
});

let locale: typeof Locale;
let shown: Messages;

beforeEach(async () => {
  network.requested = [];
  network.down.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.resetModules();
  locale = await import('./locale');
  shown = {};
});

const takeMessages = () => locale.takeMessages((messages) => Object.assign(shown, messages));

describe('the Russian catalogs', () => {
  it('give a Russian page its messages by the time its load resolves, each catalog once', async () => {
    expect(await locale.loadCatalogs('ru')).toBe(true);
    takeMessages();
    expect(shown).toEqual({ shell: 'ru shell' });
    await locale.loadPageCatalog('peers');
    expect(shown).toEqual({ shell: 'ru shell', peers: 'ru peers' });
    await locale.loadPageCatalog('peers');
    expect(network.requested).toEqual(['shell', 'peers']);
  });

  it('hand over what came before Lingui was there to take it', async () => {
    await locale.loadCatalogs('ru');
    await locale.loadPageCatalog('deferred');
    takeMessages();
    expect(shown).toEqual({ shell: 'ru shell', deferred: 'ru deferred' });
  });

  it('load nothing in English; a switch to Russian loads the shell’s and the visited pages’', async () => {
    expect(await locale.loadCatalogs('en')).toBe(true);
    takeMessages();
    await locale.loadPageCatalog('peers');
    expect(network.requested).toEqual([]);
    expect(await locale.loadCatalogs('ru')).toBe(true);
    expect(network.requested.sort()).toEqual(['peers', 'shell']);
    expect(shown).toEqual({ shell: 'ru shell', peers: 'ru peers' });
  });

  it('let a page load when its catalog fails (its texts in English), and ask for it again later', async () => {
    network.down.add('deferred');
    await locale.loadCatalogs('ru');
    takeMessages();
    await expect(locale.loadPageCatalog('deferred')).resolves.toBe(false);
    expect(shown).toEqual({ shell: 'ru shell' });
    network.down.clear();
    await locale.loadPageCatalog('deferred');
    expect(shown).toEqual({ shell: 'ru shell', deferred: 'ru deferred' });
    expect(network.requested).toEqual(['shell', 'deferred', 'deferred']);
  });

  it('say when the shell’s catalog fails, and then load no page’s', async () => {
    network.down.add('shell');
    expect(await locale.loadCatalogs('ru')).toBe(false);
    await locale.loadPageCatalog('peers');
    expect(network.requested).toEqual(['shell']);
  });
});
