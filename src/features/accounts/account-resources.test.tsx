import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getAccountSchema } from '@/api/schemas/account';
import { AccountResources } from './account-resources';

const base = {
  account_name: 'alice',
  head_block_num: 1,
  head_block_time: '2020-11-03T04:57:00.000',
  privileged: false,
  last_code_update: '1970-01-01T00:00:00.000',
  created: '2019-08-02T07:19:30.000',
  ram_quota: 1048576,
  net_weight: 120000,
  cpu_weight: 160000,
  ram_usage: 2724,
  permissions: [],
};

describe('AccountResources', () => {
  it('draws used/limit bars from a real node’s limit objects', () => {
    const account = getAccountSchema.parse({
      ...base,
      net_limit: { used: 0, available: 1048576, max: 1048576 },
      cpu_limit: { used: 150000, available: 50000, max: 200000 },
      ram_limit: { used: 2724, available: 1000000, max: 1002724 },
      storage_limit: { used: 3000, available: 1045576, max: 1048576 },
    });
    render(<AccountResources account={account} />);
    expect(screen.getByRole('meter', { name: 'CPU used' })).toHaveAttribute('aria-valuenow', '75');
    expect(screen.getByRole('meter', { name: 'CPU used' })).toHaveAttribute(
      'aria-valuetext',
      '150,000 µs of 200,000 µs (75.0%)',
    );
    expect(screen.getAllByRole('meter')).toHaveLength(4);
  });

  it('uses ram_usage + available for RAM when the node sends the spec’s strings', () => {
    const account = getAccountSchema.parse({
      ...base,
      net_limit: '3048576',
      cpu_limit: '2200000',
      ram_limit: '7276',
      storage_limit: '17040408',
    });
    render(<AccountResources account={account} />);
    expect(screen.getByRole('meter', { name: 'RAM used' })).toHaveAttribute(
      'aria-valuetext',
      '2.66 KiB of 9.77 KiB (27.2%)',
    );
    expect(screen.getAllByRole('meter')).toHaveLength(1);
    expect(screen.getAllByText(/available \(usage not reported\)/)).toHaveLength(3);
  });

  it('says unlimited for -1', () => {
    const account = getAccountSchema.parse({
      ...base,
      net_limit: { used: 5, available: -1, max: -1 },
      cpu_limit: { used: 5, available: -1, max: -1 },
    });
    render(<AccountResources account={account} />);
    expect(screen.getAllByText('5 B used, unlimited')).toHaveLength(1);
    expect(screen.getByText('5 µs used, unlimited')).toBeInTheDocument();
  });
});
