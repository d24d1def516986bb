// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '@/api/schemas/runtime-config';
import { LINK_KEY, SAVED_KEY } from './node-choice';
import { getNodeState, initNodeStore } from './node-store';

interface Case {
  search: string;
  linkInTab?: string;
  saved?: string;
  configFile?: unknown;
  buildUrl?: string;
  expected: string;
}

const CASES: Case[] = [
  { search: '', expected: 'http://127.0.0.1:8888' },
  { search: '', buildUrl: 'https://build.test', expected: 'https://build.test' },
  {
    search: '',
    configFile: { nodeUrl: 'https://config.test/' },
    buildUrl: 'https://build.test',
    expected: 'https://config.test',
  },
  {
    search: '',
    configFile: { nodeUrl: 42 },
    buildUrl: 'https://build.test',
    expected: 'https://build.test',
  },
  {
    search: '',
    configFile: { nodeUrl: 'javascript:alert(1)' },
    buildUrl: 'https://build.test',
    expected: 'https://build.test',
  },
  { search: '', configFile: ['not', 'an', 'object'], expected: 'http://127.0.0.1:8888' },
  {
    search: '',
    saved: 'https://saved.test',
    configFile: { nodeUrl: 'https://config.test' },
    expected: 'https://saved.test',
  },
  {
    search: '',
    saved: 'not a url',
    configFile: { nodeUrl: 'https://config.test' },
    expected: 'https://config.test',
  },
  { search: '?node=https://link.test', saved: 'https://saved.test', expected: 'https://link.test' },
  { search: '?node=ftp://link.test', saved: 'https://saved.test', expected: 'https://saved.test' },
  {
    search: '',
    linkInTab: 'https://earlier-link.test',
    saved: 'https://saved.test',
    expected: 'https://earlier-link.test',
  },
];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the node a page load starts with', () => {
  it.each(CASES)('is a link’s, else the saved, config.json’s, the build’s: %j', (c) => {
    if (c.linkInTab) sessionStorage.setItem(LINK_KEY, c.linkInTab);
    if (c.saved) localStorage.setItem(SAVED_KEY, c.saved);
    initNodeStore({
      search: c.search,
      config: parseRuntimeConfig(c.configFile),
      ...(c.buildUrl ? { buildUrl: c.buildUrl } : {}),
    });
    expect(getNodeState().url).toBe(c.expected);
  });
});
