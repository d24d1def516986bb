// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import {
  forgetSavedNode,
  getNodeState,
  getRecentNodes,
  initNodeStore,
  noteNodeAnswered,
  saveNode,
  useNodeState,
  useRecentNodes,
} from './node-store';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  initNodeStore({ search: '', config: {}, buildUrl: 'http://127.0.0.1:8888' });
});

it('uses a saved node at once, lists it first among the recent ones, and forgets it on request', () => {
  expect(getNodeState().url).toBe('http://127.0.0.1:8888');
  saveNode('https://other-chain.test/');
  expect(getNodeState()).toMatchObject({ url: 'https://other-chain.test', source: 'saved' });
  expect(getRecentNodes()).toEqual(['https://other-chain.test']);
  forgetSavedNode();
  expect(getNodeState()).toMatchObject({ url: 'http://127.0.0.1:8888', savedUrl: null });
  expect(getRecentNodes()).toEqual(['https://other-chain.test']);
});

it('refuses a URL that is not http or https', () => {
  expect(() => saveNode('javascript:alert(1)')).toThrow(/http/);
  expect(getNodeState().url).toBe('http://127.0.0.1:8888');
});

it('lists the node in use among the recent ones once it answers, but not a link node', () => {
  noteNodeAnswered('http://127.0.0.1:8888');
  saveNode('http://127.0.0.1:9');
  expect(getRecentNodes()).toEqual(['http://127.0.0.1:9', 'http://127.0.0.1:8888']);
  // Not the node in use: nothing changes.
  noteNodeAnswered('https://elsewhere.test');
  expect(getRecentNodes()).toEqual(['http://127.0.0.1:9', 'http://127.0.0.1:8888']);

  sessionStorage.clear();
  initNodeStore({ search: '?node=https://link.test', config: {} });
  noteNodeAnswered('https://link.test');
  expect(getRecentNodes()).not.toContain('https://link.test');
});

it('the first answer of a visit lists the node as recent without drawing again what reads the node', () => {
  let drawn = 0;
  const node = renderHook(() => {
    drawn += 1;
    return useNodeState().url;
  });
  const recent = renderHook(() => useRecentNodes());
  const drawnBefore = drawn;
  act(() => noteNodeAnswered('http://127.0.0.1:8888'));
  expect(recent.result.current).toEqual(['http://127.0.0.1:8888']);
  expect(node.result.current).toBe('http://127.0.0.1:8888');
  expect(drawn).toBe(drawnBefore);
});
