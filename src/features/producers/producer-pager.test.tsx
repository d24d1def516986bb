import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readLowerHistory } from '@/lib/lower-bound-history';
import { ProducerPager } from './producer-pager';

function Page() {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const lower = params.get('lower') ?? '';
  const history = lower === '' ? [] : readLowerHistory(location.state);
  // Each page's `more` is the next letter, so pages are '', b, c, d.
  const more = { '': 'b', b: 'c', c: 'd', d: '' }[lower] ?? '';
  return (
    <>
      <p>on page {lower || 'first'}</p>
      <ProducerPager lower={lower} limit={10} history={history} more={more} />
    </>
  );
}

function renderAt(url: string, state?: unknown) {
  const router = createMemoryRouter([{ path: '/producers', Component: Page }], {
    initialEntries: [
      {
        pathname: url.split('?')[0] ?? '',
        search: url.includes('?') ? `?${url.split('?')[1]}` : '',
        state,
      },
    ],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('ProducerPager', () => {
  it('goes forward with `more` and back through the remembered bounds', async () => {
    const user = userEvent.setup();
    const router = renderAt('/producers?limit=10');
    expect(screen.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('link', { name: 'Next' }));
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(screen.getByText('on page c')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?lower=c&limit=10');
    await user.click(screen.getByRole('link', { name: 'Previous' }));
    expect(screen.getByText('on page b')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Previous' }));
    expect(screen.getByText('on page first')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?limit=10');
  });

  it('offers only the first page when opened by a link with a lower bound', () => {
    renderAt('/producers?lower=c&limit=10');
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(screen.getByRole('link', { name: 'First page' })).toHaveAttribute(
      'href',
      '/producers?limit=10',
    );
  });

  it('disables Next on the last page', () => {
    renderAt('/producers?lower=d&limit=10', { lowers: ['', 'b', 'c'] });
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/producers?lower=c&limit=10',
    );
  });

  it('resets to the first page when the row count changes', async () => {
    const user = userEvent.setup();
    const router = renderAt('/producers?lower=c&limit=10', { lowers: ['', 'b'] });
    await user.selectOptions(screen.getByLabelText('Rows per page'), '50');
    expect(router.state.location.search).toBe('?limit=50');
  });
});
