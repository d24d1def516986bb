import { expect, it } from 'vitest';
import { appPath, pageHref, routerBasename } from './base-path';

it('puts a page under the app’s base path, and reads it back', () => {
  expect(pageHref('/block/1', '/')).toBe('/block/1');
  const base = routerBasename('/explorer/');
  expect(base).toBe('/explorer');
  expect(pageHref('/account/alice', base)).toBe('/explorer/account/alice');
  expect(appPath(pageHref('/account/alice', base), base)).toBe('/account/alice');
  expect(appPath('/elsewhere/account/alice', base)).toBeNull();
});
