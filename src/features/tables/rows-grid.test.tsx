import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toRowItems } from './row-model';
import { RowsGrid, VIRTUALIZE_ABOVE, type RowsGridColumn } from './rows-grid';

// Counts imports of the virtualised body, and can make the next one fail like a lost chunk.
const virtualModule = vi.hoisted(() => ({ imports: 0, failNext: false }));
vi.mock('./virtual-rows', async (importOriginal) => {
  virtualModule.imports++;
  if (virtualModule.failNext) {
    virtualModule.failNext = false;
    throw new Error('Failed to fetch dynamically imported module virtual-rows.js');
  }
  return importOriginal();
});

const columns: RowsGridColumn[] = [
  { key: '#', header: '#', numeric: true, cell: (i) => i.n },
  { key: 'id', header: 'id', cell: (i) => String(i.data?.['id']) },
];
const rowsOf = (count: number) =>
  toRowItems(
    Array.from({ length: count }, (_, i) => ({ id: i + 1 })),
    1,
    false,
  );

const grid = (count: number) => (
  <RowsGrid caption="Rows of t" items={rowsOf(count)} columns={columns} footer="The end" />
);
/** Renders `count` rows; `setCount` renders the same grid with another number of rows. */
function renderGrid(count: number) {
  const { rerender } = render(grid(count));
  return { setCount: (n: number) => rerender(grid(n)) };
}

const table = () => screen.getByRole('table', { name: 'Rows of t' });
const body = () => table().querySelector('tbody')!;
const bodyRows = () => within(body()).queryAllByRole('row');
/** Row indexes (header = 1) of the data rows in the document; spacer rows have none. */
const drawnIndexes = () =>
  bodyRows()
    .map((r) => Number(r.getAttribute('aria-rowindex')))
    .filter((n) => n > 0);
function scrollTo(px: number) {
  scrollTop = px;
  fireEvent.scroll(screen.getByRole('region', { name: 'Rows of t (scrollable)' }));
}

/** Row height (px) and the grid's view height in the fake layout. */
const ROW = 30;
const VIEW = 600;
let scrollTop = 0;

beforeEach(() => {
  // jsdom has no layout: rows of ROW px in a VIEW px scroll container, scrolled to `scrollTop`.
  scrollTop = 0;
  const isRegion = (el: Element) => el.getAttribute('role') === 'region';
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
    return isRegion(this) ? VIEW : 0;
  });
  vi.spyOn(Element.prototype, 'scrollTop', 'get').mockImplementation(function (this: Element) {
    return isRegion(this) ? scrollTop : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.tagName === 'TR' ? ROW : 0;
  });
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    return DOMRect.fromRect({ height: this.tagName === 'TR' ? ROW : 0 });
  });
  // Nothing is ever reported as in view.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// In file order: the first test must see the virtualised body never imported.
describe('RowsGrid', () => {
  it('draws a few rows as a plain table without loading the virtualizer', async () => {
    renderGrid(VIRTUALIZE_ABOVE);
    expect(body()).toHaveAttribute('data-rows', 'plain');
    expect(bodyRows()).toHaveLength(VIRTUALIZE_ABOVE);
    const last = bodyRows()[VIRTUALIZE_ABOVE - 1]!;
    expect(last).toHaveAttribute('aria-rowindex', String(VIRTUALIZE_ABOVE + 1));
    expect(
      within(last)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([String(VIRTUALIZE_ABOVE), String(VIRTUALIZE_ABOVE)]);
    expect(table()).toHaveAttribute('aria-rowcount', String(VIRTUALIZE_ABOVE + 1));
    expect(screen.getByRole('columnheader', { name: 'id' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Rows of t (scrollable)' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    // Let any import that was started settle before counting.
    await new Promise((r) => setTimeout(r, 50));
    expect(virtualModule.imports).toBe(0);
  });

  it('past the threshold keeps the plain rows while the virtualizer loads, then virtualises', async () => {
    const count = VIRTUALIZE_ABOVE * 5;
    renderGrid(count);
    // While the chunk arrives: the rows drawn so far, not a blank.
    expect(body()).toHaveAttribute('data-rows', 'plain');
    expect(bodyRows()).toHaveLength(VIRTUALIZE_ABOVE);
    await waitFor(() => expect(body()).toHaveAttribute('data-rows', 'virtual'));
    expect(virtualModule.imports).toBe(1);
    expect(table()).toHaveAttribute('aria-rowcount', String(count + 1));
    // Only rows near the view are in the document, with their true indexes (spacers are hidden).
    const drawn = bodyRows().filter((r) => r.hasAttribute('aria-rowindex'));
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.length).toBeLessThan(100);
    expect(drawn[0]).toHaveAttribute('aria-rowindex', '2');
    expect(within(drawn[0]!).getAllByRole('cell')[1]).toHaveTextContent('1');
    expect(screen.getByText('The end')).toBeInTheDocument();
  });

  it('growing past the threshold switches the same grid to the virtualised body', async () => {
    const { setCount } = renderGrid(VIRTUALIZE_ABOVE);
    expect(body()).toHaveAttribute('data-rows', 'plain');
    setCount(VIRTUALIZE_ABOVE + 1);
    await waitFor(() => expect(body()).toHaveAttribute('data-rows', 'virtual'));
    expect(table()).toHaveAttribute('aria-rowcount', String(VIRTUALIZE_ABOVE + 2));
  });

  it('the virtualised body draws only the rows scrolled to', async () => {
    renderGrid(5000);
    await waitFor(() => expect(body()).toHaveAttribute('data-rows', 'virtual'));
    expect(drawnIndexes()).toContain(2);
    // Rows not drawn yet are estimated: far down, whatever the estimate, is past row 2,000.
    scrollTo(3000 * ROW);
    await waitFor(() => expect(drawnIndexes()[0]).toBeGreaterThan(2000));
    const drawn = drawnIndexes();
    expect(drawn.length).toBeLessThan(100);
    // Consecutive rows, after a spacer row that stands for the rows above them.
    expect(drawn).toEqual(drawn.map((_, i) => drawn[0]! + i));
    const spacer = body().querySelector('tr[aria-hidden="true"] td') as HTMLElement;
    expect(parseFloat(spacer.style.height)).toBeGreaterThan(2000 * ROW);
  });

  it('switching to the virtualised body keeps the rows in view where they were', async () => {
    const { setCount } = renderGrid(VIRTUALIZE_ABOVE);
    scrollTo(150 * ROW);
    setCount(VIRTUALIZE_ABOVE + 50);
    await waitFor(() => expect(body()).toHaveAttribute('data-rows', 'virtual'));
    // The rows from 150 on are in view, drawn from the plain rows' measured heights.
    const drawn = drawnIndexes();
    expect(drawn).toContain(150 + 2);
    expect(drawn).toContain(150 + VIEW / ROW);
    expect(drawn[0]).toBeGreaterThan(100);
  });
});
