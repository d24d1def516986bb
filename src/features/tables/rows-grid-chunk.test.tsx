import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { toRowItems } from './row-model';
import { RowsGrid, VIRTUALIZE_ABOVE } from './rows-grid';

// The first import of the virtualised body fails, as when its chunk cannot be fetched.
const virtualModule = vi.hoisted(() => ({ imports: 0 }));
vi.mock('./virtual-rows', async (importOriginal) => {
  virtualModule.imports++;
  if (virtualModule.imports === 1) {
    throw new Error('Failed to fetch dynamically imported module: /assets/virtual-rows.js');
  }
  return importOriginal();
});

beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  // The boundary reports what it caught.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it('says so when the virtualizer cannot be loaded, and loads it on "Try again"', async () => {
  const items = toRowItems(
    Array.from({ length: VIRTUALIZE_ABOVE + 1 }, (_, i) => ({ id: i + 1 })),
    1,
    false,
  );
  render(
    <RowsGrid
      caption="Rows of t"
      items={items}
      columns={[{ key: 'id', header: 'id', cell: (i) => String(i.data?.['id']) }]}
    />,
  );
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The rows panel could not be shown.');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() =>
    expect(screen.getByRole('table', { name: 'Rows of t' }).querySelector('tbody')).toHaveAttribute(
      'data-rows',
      'virtual',
    ),
  );
  expect(virtualModule.imports).toBe(2);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
