import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddToListForm, type EntryCheck } from './add-to-list-form';

/** Takes lower-case words not already listed. */
function renderForm(listed: string[] = []) {
  const onAdd = vi.fn<(value: string) => void>();
  const check = (typed: string): EntryCheck => {
    const word = typed.trim();
    if (!/^[a-z]+$/.test(word)) return { problem: `“${word}” is not a word.` };
    if (listed.includes(word)) return { problem: `${word} is already listed.` };
    return { value: word };
  };
  render(
    <AddToListForm
      label="Add a word"
      placeholder="e.g. block"
      submitLabel="Add"
      inputWidth="w-44"
      check={check}
      onAdd={onAdd}
    />,
  );
  return { onAdd, input: screen.getByRole('textbox', { name: 'Add a word' }) };
}

describe('AddToListForm', () => {
  it('adds what the check accepts and clears the input', async () => {
    const { onAdd, input } = renderForm();
    await userEvent.type(input, '  block ');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(onAdd).toHaveBeenCalledWith('block');
    expect(input).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a refused entry, says why and ties the reason to the input', async () => {
    const { onAdd, input } = renderForm(['block']);
    await userEvent.type(input, 'block{Enter}');
    expect(onAdd).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('block is already listed.');
    expect(input).toHaveValue('block');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('block is already listed.');
  });

  it('drops the reason once an entry is accepted', async () => {
    const { onAdd, input } = renderForm();
    await userEvent.type(input, 'Block1{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('“Block1” is not a word.');
    await userEvent.clear(input);
    await userEvent.type(input, 'chain{Enter}');
    expect(onAdd).toHaveBeenCalledWith('chain');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});
