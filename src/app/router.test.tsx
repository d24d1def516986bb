import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, useRoutes, type RouteObject } from 'react-router';
import { expect, it } from 'vitest';
import { getNodeClient, initNodeStore } from '@/lib/node-store';
import { accountQueries } from '@/queries/accounts';
import { devNodeForFile } from '@/test/dev-node';
import { createQueryClient } from './query-client';
import { appRoutes, loadPageCode } from './router';

const node = devNodeForFile();

/** The route table's pages without the shell around them (its header reads the chain's head). */
const pagesOnly: RouteObject[] = [{ path: '/', children: appRoutes[0]?.children ?? [] }];

function Pages() {
  return useRoutes(pagesOnly);
}

/**
 * The start draws once the first page's code is here (main.tsx); that drawing is the page, not
 * the skeleton of a page whose code is still on its way (which React keeps up for 300 ms).
 */
async function drawAtStart(path: string) {
  initNodeStore({ search: '', config: {}, buildUrl: node().url });
  const queryClient = createQueryClient();
  // The account's tabs are drawn under its header once get_account has answered.
  await queryClient.fetchQuery(accountQueries.detail(getNodeClient(), 'alice'));
  await loadPageCode(path);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Pages />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

it('draws the account’s Overview in the first drawing, once its code has loaded', async () => {
  await drawAtStart('/account/alice');
  expect(screen.queryByText('Loading the explorer…')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Overview' })).toBeInTheDocument();
  expect(screen.getByText('Liquid core balance')).toBeInTheDocument();
});

it('draws a tab of the account in the first drawing, once its code has loaded', async () => {
  await drawAtStart('/account/alice/permissions');
  expect(screen.queryByText('Loading the explorer…')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'alice' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Permissions' })).toBeInTheDocument();
});
