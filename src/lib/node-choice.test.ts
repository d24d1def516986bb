// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '@/api/runtime-config';
import { configNodeUrl } from '@/api/runtime-config-file';
import { LINK_KEY, SAVED_KEY, startingNodeUrl } from './node-choice';
import { getNodeState, initNodeStore } from './node-store';

interface Case {
  search: string;
  linkInTab?: string;
  saved?: string;
  configFile?: unknown;
  buildUrl?: string;
}

const CASES: Case[] = [
  { search: '' },
  { search: '', buildUrl: 'https://build.test' },
  { search: '', configFile: { nodeUrl: 'https://config.test/' }, buildUrl: 'https://build.test' },
  { search: '', configFile: { nodeUrl: 42 }, buildUrl: 'https://build.test' },
  { search: '', configFile: { nodeUrl: 'javascript:alert(1)' }, buildUrl: 'https://build.test' },
  { search: '', configFile: ['not', 'an', 'object'] },
  { search: '', saved: 'https://saved.test', configFile: { nodeUrl: 'https://config.test' } },
  { search: '', saved: 'not a url', configFile: { nodeUrl: 'https://config.test' } },
  { search: '?node=https://link.test', saved: 'https://saved.test' },
  { search: '?node=ftp://link.test', saved: 'https://saved.test' },
  { search: '', linkInTab: 'https://earlier-link.test', saved: 'https://saved.test' },
];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the node a page load starts with', () => {
  it.each(CASES)('is the node the store starts with: %j', (c) => {
    if (c.linkInTab) sessionStorage.setItem(LINK_KEY, c.linkInTab);
    if (c.saved) localStorage.setItem(SAVED_KEY, c.saved);
    const early = startingNodeUrl({
      search: c.search,
      configNodeUrl: configNodeUrl(c.configFile),
      buildUrl: c.buildUrl ?? null,
    });
    initNodeStore({
      search: c.search,
      config: parseRuntimeConfig(c.configFile),
      ...(c.buildUrl ? { buildUrl: c.buildUrl } : {}),
    });
    expect(early).toBe(getNodeState().url);
  });

  it('reads config.json’s node as its schema does', () => {
    for (const file of [undefined, null, 'text', [], {}, { nodeUrl: 1 }, { nodeUrl: 'x' }]) {
      expect(configNodeUrl(file) ?? undefined).toBe(parseRuntimeConfig(file).nodeUrl);
    }
  });
});
