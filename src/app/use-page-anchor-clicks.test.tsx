import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { expect, it } from 'vitest';
import { AccountLink } from '@/components/links/account-link';
import { PageAnchor } from '@/components/links/page-anchor';
import { usePageAnchorClicks } from './use-page-anchor-clicks';

function Page() {
  usePageAnchorClicks();
  const location = useLocation();
  return (
    <>
      <p data-testid="at">{`${location.pathname}${location.search}`}</p>
      <AccountLink name="alice" />
      <PageAnchor to="/block/7?tab=raw">block 7</PageAnchor>
      <a href="https://elsewhere.test/account/bob">elsewhere</a>
    </>
  );
}

/**
 * Clicks `el` and tells who followed the link: the app (its listener prevented the default) or
 * the browser (whose page load is stopped here, after the app's listener, as jsdom has none).
 */
function click(el: HTMLElement, init?: MouseEventInit): 'app' | 'browser' {
  let prevented = false;
  const after = (event: MouseEvent) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', after, { once: true });
  fireEvent.click(el, init);
  return prevented ? 'app' : 'browser';
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );

it('follows a page link inside the app, with its query', () => {
  renderAt('/');
  const alice = screen.getByRole('link', { name: 'alice' });
  expect(alice).toHaveAttribute('href', '/account/alice');
  expect(click(alice)).toBe('app');
  expect(screen.getByTestId('at')).toHaveTextContent('/account/alice');
  expect(click(screen.getByRole('link', { name: 'block 7' }))).toBe('app');
  expect(screen.getByTestId('at')).toHaveTextContent('/block/7?tab=raw');
});

it('leaves modified clicks and other sites to the browser', () => {
  renderAt('/');
  const alice = screen.getByRole('link', { name: 'alice' });
  expect(click(alice, { ctrlKey: true })).toBe('browser');
  expect(click(alice, { shiftKey: true })).toBe('browser');
  expect(click(alice, { button: 1 })).toBe('browser');
  expect(click(screen.getByRole('link', { name: 'elsewhere' }))).toBe('browser');
  expect(screen.getByTestId('at')).toHaveTextContent(/^\/$/);
});
