import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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

  it('copies the JSON it shows, and says so', async () => {
    const user = userEvent.setup();
    render(<JsonView value={{ block_num: 7 }} label="Raw" />);
    expect(screen.queryByRole('button', { name: 'Copy JSON' })).toBeNull();
    await user.click(screen.getByText('Raw'));
    await user.click(screen.getByRole('button', { name: 'Copy JSON' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Copied');
    expect(await navigator.clipboard.readText()).toBe(JSON.stringify({ block_num: 7 }, null, 2));
  });

  it('says why when the browser refuses to copy', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new Error('Write permission denied.'),
    );
    render(<JsonView value={[1]} open />);
    await user.click(screen.getByRole('button', { name: 'Copy JSON' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Could not copy: Write permission denied.',
    );
  });
});
