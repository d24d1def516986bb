import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { lazyModuleHook } from './lazy-with-retry';

it('loads a module once it is wanted, keeps it, and asks again after a failure', async () => {
  const answers: (() => Promise<{ word: string }>)[] = [
    () => Promise.reject(new Error('offline')),
    () => Promise.resolve({ word: 'loaded' }),
  ];
  let calls = 0;
  const useWords = lazyModuleHook(() => answers[calls++]!());
  function Words({ wanted }: { wanted: boolean }) {
    const words = useWords(wanted);
    return <p>{words === null ? 'waiting' : words === 'failed' ? 'failed' : words.word}</p>;
  }

  const idle = render(<Words wanted={false} />);
  expect(screen.getByText('waiting')).toBeVisible();
  expect(calls).toBe(0);
  idle.unmount();

  const first = render(<Words wanted />);
  expect(await screen.findByText('failed')).toBeVisible();
  first.unmount();

  const second = render(<Words wanted />);
  expect(await screen.findByText('loaded')).toBeVisible();
  second.unmount();

  render(<Words wanted />);
  expect(screen.getByText('loaded')).toBeVisible();
  expect(calls).toBe(2);
});
