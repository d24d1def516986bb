import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { abiSchema } from '@/api/schemas/abi';
import { AbiActions } from './abi-actions';
import { AbiNamedTypes } from './abi-named-types';
import { AbiStructs } from './abi-structs';
import { AbiTables } from './abi-tables';

function renderInRouter(ui: ReactNode) {
  const router = createMemoryRouter([{ path: '/', element: ui }]);
  return render(<RouterProvider router={router} />);
}

/** An EOSIO ABI: primary key type, key names, base structs, aliases, variants, ricardian text. */
const eosio = abiSchema.parse({
  version: 'eosio::abi/1.2',
  types: [
    { new_type_name: 'account_name', type: 'name' },
    { new_type_name: 'loop_a', type: 'loop_b' },
    { new_type_name: 'loop_b', type: 'loop_a' },
  ],
  structs: [
    { name: 'base_args', base: '', fields: [{ name: 'owner', type: 'account_name' }] },
    {
      name: 'setvalue',
      base: 'base_args',
      fields: [
        { name: 'value', type: 'value_t' },
        { name: 'tags', type: 'string[]' },
        { name: 'note', type: 'string?' },
        { name: 'odd', type: 'mystery' },
      ],
    },
    { name: 'row', base: '', fields: [{ name: 'id', type: 'uint64' }] },
  ],
  variants: [{ name: 'value_t', types: ['uint64', 'string'] }],
  actions: [{ name: 'setvalue', type: 'setvalue', ricardian_contract: '## Set a value' }],
  tables: [
    { name: 'rows', type: 'row', index_type: 'i64', key_names: ['id'], key_types: ['uint64'] },
  ],
});

describe('readable ABI (EOSIO dialect)', () => {
  it('lists an action’s arguments with inherited fields, linked types and aliases resolved', () => {
    renderInRouter(<AbiActions accountName="demo" abi={eosio} />);
    const table = screen.getByRole('table', { name: 'Arguments of setvalue' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'FieldTypeDeclared in',
      'owneraccount_name (alias of name)base base_args',
      'valuevalue_t',
      'tagsstring[]',
      'notestring?',
      'oddmystery(undefined type)',
    ]);
    expect(within(table).getByRole('link', { name: 'value_t' })).toHaveAttribute(
      'href',
      '#abi-variant-value_t',
    );
    expect(screen.getByRole('link', { name: 'Encode setvalue arguments' })).toHaveAttribute(
      'href',
      '/tools/abi?code=demo&action=setvalue',
    );
    expect(screen.getByText('Ricardian contract')).toBeInTheDocument();
  });

  it('shows EOSIO tables by primary key type and key names', () => {
    renderInRouter(<AbiTables accountName="demo" abi={eosio} />);
    const row = screen.getByRole('row', { name: /rows/ });
    expect(row).toHaveTextContent('primary i64');
    expect(row).toHaveTextContent('keys: id (uint64)');
    expect(row).toHaveTextContent('Secondary indexes are not described by EOSIO ABIs');
  });

  it('shows base structs, variants and an alias loop without looping', () => {
    renderInRouter(
      <>
        <AbiStructs abi={eosio} />
        <AbiNamedTypes abi={eosio} list="variants" />
        <AbiNamedTypes abi={eosio} list="aliases" />
      </>,
    );
    expect(screen.getByRole('article', { name: 'setvalue' })).toHaveTextContent(
      'extends base_args',
    );
    expect(screen.getByRole('row', { name: /^value_t/ })).toHaveTextContent('uint64 | string');
    expect(screen.getByRole('row', { name: /^loop_a/ })).toHaveTextContent('alias loop');
  });
});
