import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDraftAction, readDraftActions, type DraftAction } from './transaction-draft';

const KEY = 'cyberway-explorer:tools:actions';

const transfer: DraftAction = {
  account: 'cyber.token',
  name: 'transfer',
  authorization: [{ actor: 'alice', permission: 'active' }],
  data: { from: 'alice', to: 'bob', quantity: '1.0000 CYBER', memo: '' },
  hex: '0000000000855c34',
};

describe('actions kept for the inspector', () => {
  let store: Map<string, string>;
  beforeEach(() => {
    store = new Map();
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('come back as they were added, oldest first', () => {
    expect(addDraftAction(transfer)).toBe(1);
    expect(addDraftAction({ ...transfer, name: 'open', data: {} })).toBe(2);
    expect(readDraftActions().map((a) => a.name)).toEqual(['transfer', 'open']);
    expect(readDraftActions()[0]).toEqual(transfer);
  });

  it('are dropped when the kept text is not a list of actions', () => {
    for (const bad of [
      'not json',
      '{"account":"x"}',
      JSON.stringify([{ ...transfer, hex: 7 }]),
      JSON.stringify([{ ...transfer, authorization: [{ actor: 'alice' }] }]),
      JSON.stringify([transfer, { ...transfer, data: [] }]),
    ]) {
      store.set(KEY, bad);
      expect(readDraftActions()).toEqual([]);
    }
  });
});
