import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { getBlockSchema } from '@/api/schemas/block';
import { setActiveLocale } from '@/lib/locale';
import { allRussianMessages } from '@/test/russian';
import { BlockTransactions } from './block-transactions';
import { FinalityBadge } from './finality-badge';

const id = (c: string) => c.repeat(64);

const block = getBlockSchema.parse({
  timestamp: '2024-01-01T00:00:03.000',
  producer: 'prod',
  confirmed: 0,
  previous: id('0'),
  transaction_mroot: id('1'),
  action_mroot: id('2'),
  schedule_version: 1,
  new_producers: null,
  header_extensions: [],
  producer_signature: 'SIG_K1_x',
  transactions: [
    {
      status: 'executed',
      cpu_usage_us: 120,
      net_usage_words: 16,
      ram_kbytes: 0,
      storage_kbytes: -2,
      trx: {
        id: id('a'),
        signatures: ['SIG_K1_y'],
        compression: 'none',
        packed_context_free_data: '',
        context_free_data: [],
        packed_trx: '00',
        transaction: {
          expiration: '2024-01-01T00:01:00',
          ref_block_num: 1,
          ref_block_prefix: 2,
          max_net_usage_words: 0,
          max_cpu_usage_ms: 0,
          delay_sec: 0,
          context_free_actions: [],
          actions: [
            {
              account: 'cyber.token',
              name: 'transfer',
              authorization: [{ actor: 'alice', permission: 'active' }],
              data: { from: 'alice', to: 'bob', quantity: '1.0000 CYBER', memo: 'hi' },
              hex_data: '00',
            },
            {
              account: 'cyber.token',
              name: 'transfer',
              authorization: [{ actor: 'bob', permission: 'active' }],
              data: '',
            },
          ],
          transaction_extensions: [],
        },
      },
    },
    { status: 'expired', cpu_usage_us: 0, net_usage_words: 0, trx: id('b') },
  ],
  block_extensions: [],
  id: `00000002${'c'.repeat(56)}`,
  block_num: 2,
  ref_block_prefix: 5,
});

function renderInApp(ui: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: ui }]);
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('BlockTransactions', () => {
  it('lists receipts with resources and expands one to its actions', async () => {
    renderInApp(<BlockTransactions blockNum={2} receipts={block.transactions} />);
    const table = screen.getByRole('table', { name: 'Transactions of block 2 (2)' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Executed');
    expect(rows[1]).toHaveTextContent('120 µs');
    expect(rows[1]).toHaveTextContent('128 B');
    expect(rows[1]).toHaveTextContent('-2 kB');
    expect(rows[1]).toHaveTextContent('cyber.token::transfer +1 more');
    // What the first action did, without opening the row.
    expect(rows[1]).toHaveTextContent('alice → bob 1.0000 CYBER');
    expect(rows[2]).toHaveTextContent('Expired');
    expect(rows[2]).toHaveTextContent('id only');

    await userEvent.click(within(table).getAllByRole('button', { name: /Show actions/ })[0]!);
    const actions = screen.getByRole('list', { name: /Actions of transaction aaaaaaaa/ });
    expect(actions).toHaveTextContent('alice@active');
    expect(actions).toHaveTextContent('memohi');
    expect(actions).toHaveTextContent('No arguments.');

    await userEvent.click(within(table).getAllByRole('button', { name: /Show actions/ })[0]!);
    expect(screen.getByText(/holds only this transaction’s id/)).toBeInTheDocument();
  });

  it('explains all five statuses with the counts in this block', () => {
    renderInApp(<BlockTransactions blockNum={2} receipts={block.transactions} />);
    expect(screen.getByText(/Succeeded: every action ran/)).toHaveTextContent('(1 in this block)');
    expect(screen.getByText(/Timed out before it could run/)).toHaveTextContent(
      '(1 in this block)',
    );
    expect(screen.getByText(/could not be handled/)).toHaveTextContent('(0 in this block)');
  });
});

describe('BlockTransactions in Russian', () => {
  afterEach(() => {
    setActiveLocale('en');
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });

  it('words the rows, units and actions in Russian, numbers in its format', async () => {
    setActiveLocale('ru');
    i18n.loadAndActivate({ locale: 'ru', messages: await allRussianMessages() });
    renderInApp(<BlockTransactions blockNum={1200} receipts={block.transactions} />);
    // Russian groups thousands with a no-break space.
    const table = screen.getByRole('table', { name: /^Транзакции блока 1\u00a0200 \(2\)$/ });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('ПодробностиТранзакцияСтатусCPUNETRAMХранилищеДействия');
    expect(rows[1]).toHaveTextContent('Выполнена');
    expect(rows[1]).toHaveTextContent('120 мкс');
    expect(rows[1]).toHaveTextContent('128 Б');
    expect(rows[1]).toHaveTextContent('-2 кБ');
    expect(rows[1]).toHaveTextContent('cyber.token::transfer и ещё 1');
    expect(rows[2]).toHaveTextContent('только id');

    await userEvent.click(
      within(table).getAllByRole('button', { name: /^Показать действия транзакции/ })[0]!,
    );
    const actions = screen.getByRole('list', { name: /^Действия транзакции aaaaaaaa/ });
    expect(actions).toHaveTextContent('Действие 1');
    expect(actions).toHaveTextContent('Авторизации');
    expect(actions).toHaveTextContent('Без аргументов.');
    expect(screen.getByRole('link', { name: 'Открыть страницу транзакции' })).toBeInTheDocument();
  });
});

describe('FinalityBadge', () => {
  it('says how many blocks remain, then flips to irreversible', () => {
    const { rerender } = render(<FinalityBadge blockNum={100} lastIrreversible={97} />);
    expect(screen.getByRole('status')).toHaveTextContent('Reversible3 blocks until irreversible');
    rerender(<FinalityBadge blockNum={100} lastIrreversible={100} />);
    expect(screen.getByRole('status')).toHaveTextContent('Irreversible');
    expect(screen.getByRole('status')).not.toHaveTextContent('until');
  });
});
