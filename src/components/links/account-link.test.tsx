import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { AccountLink } from './account-link';

it('links an account, and shows an empty name as a dash that says why', () => {
  render(
    <MemoryRouter>
      <AccountLink name="alice" />
      <AccountLink name="" />
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: 'alice' })).toHaveAttribute('href', '/account/alice');
  const empty = screen.getByText('—');
  expect(empty).toHaveAttribute('title', 'The node gave an empty name here.');
});
