import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readProducersView } from './producer-order';
import { ProducerPager } from './producer-pager';

function Page() {
  const location = useLocation();
  const view = readProducersView(new URLSearchParams(location.search));
  return (
    <>
      <p>on page {view.page}</p>
      <ProducerPager view={view} pageCount={3} />
    </>
  );
}

function renderAt(url: string) {
  const [pathname = '', search = ''] = url.split('?');
  const router = createMemoryRouter([{ path: '/producers', Component: Page }], {
    initialEntries: [{ pathname, search: search ? `?${search}` : '' }],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('ProducerPager', () => {
  it('pages forward and back, keeping the sort and the row count', async () => {
    const user = userEvent.setup();
    const router = renderAt('/producers?sort=name&dir=desc&limit=10');
    expect(screen.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Next' }));
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(screen.getByText('on page 3')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?sort=name&dir=desc&limit=10&page=3');
    expect(screen.getByText('Next')).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('link', { name: 'Previous' }));
    await user.click(screen.getByRole('link', { name: 'Previous' }));
    expect(router.state.location.search).toBe('?sort=name&dir=desc&limit=10');
  });

  it('goes back to the first page when the row count changes', async () => {
    const user = userEvent.setup();
    const router = renderAt('/producers?page=2');
    await user.selectOptions(screen.getByLabelText('Rows per page'), '50');
    expect(router.state.location.search).toBe('?limit=50');
  });
});
