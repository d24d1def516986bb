// @vitest-environment jsdom
import { beforeEach, expect, it } from 'vitest';
import {
  forgetSavedNode,
  getNodeState,
  initNodeStore,
  noteNodeAnswered,
  saveNode,
} from './node-store';

beforeEach(() => {
  localStorage.clear();
  initNodeStore({ search: '', config: {}, buildUrl: 'http://127.0.0.1:8888' });
});

it('uses a saved node at once, lists it first among the recent ones, and forgets it on request', () => {
  expect(getNodeState().url).toBe('http://127.0.0.1:8888');
  saveNode('https://other-chain.test/');
  expect(getNodeState()).toMatchObject({
    url: 'https://other-chain.test',
    source: 'saved',
    recent: ['https://other-chain.test'],
  });
  forgetSavedNode();
  expect(getNodeState()).toMatchObject({ url: 'http://127.0.0.1:8888', savedUrl: null });
  expect(getNodeState().recent).toEqual(['https://other-chain.test']);
});

it('refuses a URL that is not http or https', () => {
  expect(() => saveNode('javascript:alert(1)')).toThrow(/http/);
  expect(getNodeState().url).toBe('http://127.0.0.1:8888');
});

it('lists the node in use among the recent ones once it answers, but not a link node', () => {
  noteNodeAnswered('http://127.0.0.1:8888');
  saveNode('http://127.0.0.1:9');
  expect(getNodeState().recent).toEqual(['http://127.0.0.1:9', 'http://127.0.0.1:8888']);
  // Not the node in use: nothing changes.
  noteNodeAnswered('https://elsewhere.test');
  expect(getNodeState().recent).toEqual(['http://127.0.0.1:9', 'http://127.0.0.1:8888']);

  sessionStorage.clear();
  initNodeStore({ search: '?node=https://link.test', config: {} });
  noteNodeAnswered('https://link.test');
  expect(getNodeState().recent).not.toContain('https://link.test');
});
