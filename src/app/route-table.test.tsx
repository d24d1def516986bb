import { describe, expect, it, vi } from 'vitest';
import { preloadPageCode } from './route-table';

const loaded = vi.hoisted(() => [] as string[]);

function stubPage(name: string) {
  loaded.push(name);
  return { Component: () => null };
}

vi.mock('./routes/account', () => stubPage('account'));
vi.mock('./routes/account-tokens', () => stubPage('account-tokens'));
vi.mock('./routes/account-overview', () => stubPage('account-overview'));
vi.mock('./routes/block', () => stubPage('block'));
vi.mock('./routes/not-found', () => stubPage('not-found'));

describe('page code preloading', () => {
  it('starts an account tab’s code together with the account layout’s', async () => {
    preloadPageCode('/account/alice/tokens');
    await vi.waitFor(() => expect([...loaded].sort()).toEqual(['account', 'account-tokens']));
  });

  it('starts only the page an address names', async () => {
    loaded.length = 0;
    preloadPageCode('/block/100');
    preloadPageCode('/no/such/page');
    await vi.waitFor(() => expect([...loaded].sort()).toEqual(['block', 'not-found']));
  });
});
