// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it } from 'vitest';
import { PAGE_SNAPSHOTS_CACHE } from '@/api/kept/page-snapshot-names';
import { forgetSavedNode, getNodeState, initNodeStore, saveNode } from './node-store';

/** The Cache Storage caches deleted (jsdom has no Cache Storage). */
let deleted: string[] = [];

beforeEach(() => {
  deleted = [];
  Object.assign(globalThis, {
    caches: {
      delete: (name: string) => {
        deleted.push(name);
        return Promise.resolve(true);
      },
    },
  });
  localStorage.clear();
  initNodeStore({ search: '', config: {}, buildUrl: 'http://127.0.0.1:8888' });
});

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'caches');
});

it('forgets the pages kept from the former node when another is saved or the saved one is dropped', () => {
  expect(deleted).toEqual([]);
  saveNode('https://other-chain.test');
  expect(getNodeState().url).toBe('https://other-chain.test');
  expect(deleted).toEqual([PAGE_SNAPSHOTS_CACHE]);
  forgetSavedNode();
  expect(getNodeState().url).toBe('http://127.0.0.1:8888');
  expect(deleted).toEqual([PAGE_SNAPSHOTS_CACHE, PAGE_SNAPSHOTS_CACHE]);
});
