// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HISTORY_LINK_KEY,
  HISTORY_SAVED_KEY,
  historyChoiceNeedsConfig,
  resolveHistoryChoice,
  startingHistoryUrl,
} from './history-choice';
import { forgetHistoryChoice, getNodeState, initNodeStore, saveHistoryChoice } from './node-store';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('history service choice', () => {
  it('takes a link, then the saved choice, then config.json; `off` reads the blocks', () => {
    expect(resolveHistoryChoice({ link: null, saved: null, config: undefined })).toEqual({
      url: null,
      source: 'none',
    });
    expect(resolveHistoryChoice({ link: null, saved: null, config: 'https://h.test/' })).toEqual({
      url: 'https://h.test',
      source: 'config',
    });
    expect(resolveHistoryChoice({ link: null, saved: 'off', config: 'https://h.test' })).toEqual({
      url: null,
      source: 'saved',
    });
    expect(
      resolveHistoryChoice({ link: 'https://l.test', saved: 'off', config: 'https://h.test' }),
    ).toEqual({ url: 'https://l.test', source: 'link' });
    expect(
      resolveHistoryChoice({ link: 'javascript:alert(1)', saved: null, config: 'ftp://x' }),
    ).toEqual({ url: null, source: 'none' });
    // The build's service comes last, and `off` still wins over it.
    expect(
      resolveHistoryChoice({ link: null, saved: null, config: undefined, build: 'http://b.test' }),
    ).toEqual({ url: 'http://b.test', source: 'build' });
    expect(
      resolveHistoryChoice({ link: null, saved: 'off', config: undefined, build: 'http://b.test' }),
    ).toEqual({ url: null, source: 'saved' });
  });

  it('keeps a ?history= link for the visit, and a saved choice until forgotten', () => {
    initNodeStore({
      search: '?history=https://link.test/',
      config: { historyUrl: 'https://config.test' },
    });
    expect(getNodeState().history).toEqual({ url: 'https://link.test', source: 'link' });
    expect(sessionStorage.getItem(HISTORY_LINK_KEY)).toBe('https://link.test');
    // Another page of the same visit, without the parameter.
    initNodeStore({ search: '', config: { historyUrl: 'https://config.test' } });
    expect(getNodeState().history.url).toBe('https://link.test');

    saveHistoryChoice('off');
    expect(getNodeState().history).toEqual({ url: null, source: 'saved' });
    expect(() => saveHistoryChoice('not a url')).toThrow(/http/);
    forgetHistoryChoice();
    expect(getNodeState().history).toEqual({ url: 'https://config.test', source: 'config' });
  });

  it('uses the build’s service only while the build’s node is in use', () => {
    vi.stubEnv('VITE_HISTORY_URL', 'http://127.0.0.1:8888');
    initNodeStore({ search: '', config: {}, buildUrl: 'http://127.0.0.1:8888/' });
    expect(getNodeState().history).toEqual({ url: 'http://127.0.0.1:8888', source: 'build' });
    // Another node is another chain: its history is read from its blocks.
    sessionStorage.clear();
    initNodeStore({
      search: '?node=http://other.test:8888',
      config: {},
      buildUrl: 'http://127.0.0.1:8888',
    });
    expect(getNodeState().history).toEqual({ url: null, source: 'none' });
  });

  it('is known at start-up as the store will know it, waiting for config.json only when it decides', () => {
    vi.stubEnv('VITE_HISTORY_URL', 'http://127.0.0.1:8888');
    const build = { nodeUrl: 'http://127.0.0.1:8888', buildNodeUrl: 'http://127.0.0.1:8888/' };
    expect(historyChoiceNeedsConfig('')).toBe(true);
    expect(startingHistoryUrl({ search: '', configHistoryUrl: null, ...build })).toBe(
      'http://127.0.0.1:8888',
    );
    expect(startingHistoryUrl({ search: '', configHistoryUrl: 'https://c.test/', ...build })).toBe(
      'https://c.test',
    );
    // Another node: the build's service is not its chain's.
    const other = { ...build, nodeUrl: 'http://other.test:8888' };
    expect(startingHistoryUrl({ search: '', configHistoryUrl: null, ...other })).toBeNull();

    expect(historyChoiceNeedsConfig('?history=https://l.test')).toBe(false);
    expect(
      startingHistoryUrl({ search: '?history=https://l.test', configHistoryUrl: null, ...other }),
    ).toBe('https://l.test');
    // The link lasts for the visit: the next page of the tab starts with it too.
    expect(historyChoiceNeedsConfig('')).toBe(false);

    sessionStorage.clear();
    localStorage.setItem(HISTORY_SAVED_KEY, 'off');
    expect(historyChoiceNeedsConfig('')).toBe(false);
    expect(startingHistoryUrl({ search: '', configHistoryUrl: 'https://c.test', ...build })).toBe(
      null,
    );
    initNodeStore({
      search: '',
      config: { historyUrl: 'https://c.test' },
      buildUrl: build.buildNodeUrl,
    });
    expect(getNodeState().history.url).toBeNull();
  });
});
