import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { HistoryChainMismatchError, HistoryUnreachableError } from '@/api/history-errors';
import { NodeUnreachableError } from '@/api/node-errors';
import { HistoryErrorPanel } from './history-error-panel';

it('explains a history failure in words loaded with the first one shown', async () => {
  const error = new HistoryUnreachableError({
    reason: 'network',
    baseUrl: 'https://history.test',
    endpoint: '/v2/history/get_actions',
    cause: new TypeError('Failed to fetch'),
  });
  render(<HistoryErrorPanel error={error} what="the account's activity" />, {
    wrapper: MemoryRouter,
  });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(
    "Could not load the account's activity: Can't reach the history service",
  );
  expect(alert).toHaveTextContent("The node's own pages keep working.");
  // "…another history service in Settings": the page, a link away.
  expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
});

it('draws the next one at once, the words being kept', () => {
  const error = new HistoryChainMismatchError({
    serviceUrl: 'https://history.test',
    nodeUrl: 'https://node.test',
    serviceChainId: 'aa'.repeat(32),
    nodeChainId: 'bb'.repeat(32),
  });
  render(<HistoryErrorPanel error={error} what="the account's activity" />, {
    wrapper: MemoryRouter,
  });
  expect(screen.getByRole('alert')).toHaveTextContent(
    'This history service belongs to another chain',
  );
});

it('leaves a node failure to the node’s own panel and its words', async () => {
  const error = new NodeUnreachableError({
    reason: 'network',
    baseUrl: 'https://node.test',
    endpoint: '/v1/chain/get_info',
    cause: new TypeError('Failed to fetch'),
  });
  render(<HistoryErrorPanel error={error} what="the account's activity" />, {
    wrapper: MemoryRouter,
  });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    "Could not load the account's activity:",
  );
  expect(screen.getByRole('alert')).not.toHaveTextContent('history service');
  // Its specifics come with the node's own words, a moment later.
  expect(
    await screen.findByText(/The request to https:\/\/node\.test\/v1\/chain\/get_info failed/),
  ).toBeVisible();
});
