import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { expect, it } from 'vitest';
import { focusHeadingState } from '@/lib/heading-focus';
import { useHeadingFocusAfterSearch } from './use-heading-focus';

/**
 * Opens a page by a search, as the search box does. The page's heading is drawn later (its code
 * or data on their way) by the returned function.
 */
async function searchOpensPageDrawnLater() {
  let search = () => {};
  let draw = () => {};
  function Shell() {
    useHeadingFocusAfterSearch();
    const navigate = useNavigate();
    const [drawn, setDrawn] = useState(false);
    search = () => void navigate('/names?q=dice', { state: focusHeadingState });
    draw = () => setDrawn(true);
    return (
      <>
        <input aria-label="Search" />
        <main id="main">{drawn ? <h1 tabIndex={-1}>Names</h1> : <p>Loading</p>}</main>
      </>
    );
  }
  render(
    <MemoryRouter initialEntries={['/settings']}>
      <Shell />
    </MemoryRouter>,
  );
  await act(() => Promise.resolve().then(search));
  // The hook's observer hears of the heading after the render, as in a browser.
  return () => act(() => Promise.resolve().then(draw));
}

it('focuses the heading of the page a search opened once it is drawn', async () => {
  const draw = await searchOpensPageDrawnLater();
  expect(document.body).toHaveFocus();
  await draw();
  expect(screen.getByRole('heading', { name: 'Names' })).toHaveFocus();
});

it('leaves focus where a person put it while the heading was awaited', async () => {
  const draw = await searchOpensPageDrawnLater();
  const box = screen.getByRole('textbox', { name: 'Search' });
  act(() => box.focus());
  await draw();
  expect(box).toHaveFocus();
  expect(screen.getByRole('heading', { name: 'Names' })).not.toHaveFocus();
});
