import { describe, expect, it } from 'vitest';
import { pathInApp, routerBasename } from './base-path';

describe('base path', () => {
  it('gives react-router the base without its trailing slash', () => {
    expect(routerBasename('/')).toBe('/');
    expect(routerBasename('/explorer/')).toBe('/explorer');
    // A relative base (./) cannot be a router basename: the app is then at the root.
    expect(routerBasename('./')).toBe('/');
  });

  it('reads the page’s path inside the app', () => {
    expect(pathInApp('/block/5', '/')).toBe('/block/5');
    expect(pathInApp('/explorer/block/5', '/explorer')).toBe('/block/5');
    expect(pathInApp('/explorer', '/explorer')).toBe('/');
    expect(pathInApp('/explorers/block/5', '/explorer')).toBe('/explorers/block/5');
  });
});
