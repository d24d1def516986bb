import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NameResults } from './name-results';

function renderResults(names: string[], results: Parameters<typeof NameResults>[0]['results']) {
  const router = createMemoryRouter(
    [{ path: '/', element: <NameResults names={names} results={results} /> }],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

describe('NameResults', () => {
  it('links resolved accounts and explains unlinked domains', () => {
    renderResults(
      ['golos', 'alice@golos', 'unlinked'],
      [
        { resolved_domain: 'gls' },
        { resolved_domain: 'gls', resolved_username: 'alice' },
        { resolved_domain: '' },
      ],
    );
    const rows = within(screen.getByRole('table', { name: 'Resolved names' })).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'gls' })).toHaveAttribute(
      'href',
      '/account/gls',
    );
    expect(within(rows[2] as HTMLElement).getByRole('link', { name: 'alice' })).toBeVisible();
    expect(rows[3]).toHaveTextContent('not linked to an account');
  });

  it('says when the node answered for fewer names than were asked', () => {
    renderResults(['a', 'b', 'c'], [{ resolved_domain: 'x' }]);
    expect(screen.getByRole('status')).toHaveTextContent('answered for 1 of 3 names');
    expect(screen.getAllByText('not answered')).toHaveLength(2);
  });

  it('renders hostile names as text', () => {
    renderResults(['<img src=x onerror=alert(1)>'], [{ resolved_domain: '' }]);
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });
});
