// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HISTORY_LINK_KEY, resolveHistoryChoice } from './history-choice';
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
});
