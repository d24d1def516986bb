import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { historyActionSchema } from '@/api/schemas/history';
import { transferNewer } from '@/test/hyperion-fixtures';
import { ActivityTable } from './activity-table';

const action = historyActionSchema.parse(transferNewer);
/** A hundred actions, one block each, newest first. */
const rows = Array.from({ length: 100 }, (_, i) => ({
  ...action,
  blockNum: 1000 - i,
  globalSequence: String(5000 - i),
}));

it('draws a screenful of rows first, then the rest of the page just after', async () => {
  // The first commit and its effects: the frame that paints it has not come yet.
  const view = render(
    <MemoryRouter>
      <ActivityTable rows={rows} viewer="alice" />
    </MemoryRouter>,
  );
  const drawn = view.container.querySelectorAll('tbody tr[data-index]');
  // A screenful (the test window is 768 px tall), not the hundred.
  expect(drawn.length * 41).toBeGreaterThanOrEqual(window.innerHeight);
  expect(drawn.length).toBeLessThan(30);
  expect(drawn[0]).toHaveTextContent('1,000');
  // The rest come after the frame that paints the first ones.
  await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5))));
  const all = screen.getAllByRole('row').filter((r) => r.hasAttribute('data-index'));
  expect(all).toHaveLength(100);
  expect(all[99]).toHaveTextContent('901');
});
