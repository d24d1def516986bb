import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { JsonView } from './json-view';

describe('JsonView', () => {
  it('writes the JSON only once opened', async () => {
    const { container } = render(<JsonView value={{ memo: 'alice pays bob' }} label="Raw" />);
    expect(container.querySelector('pre')).toBeNull();
    await userEvent.click(screen.getByText('Raw'));
    expect(container.querySelector('pre')?.textContent).toBe(
      JSON.stringify({ memo: 'alice pays bob' }, null, 2),
    );
  });

  it('starts open when asked', () => {
    const { container } = render(<JsonView value={[1, 2]} open />);
    expect(container.querySelector('pre')?.textContent).toBe(JSON.stringify([1, 2], null, 2));
  });
});
