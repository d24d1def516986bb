import { describe, expect, it } from 'vitest';
import { problemText, readActivityUrl } from './activity-url';

describe('activity filters in the URL', () => {
  it('reads contract, action, direction and a UTC day range', () => {
    const state = readActivityUrl(
      new URLSearchParams(
        'contract=cyber.token&action=transfer&dir=in&from=2024-01-01&to=2024-01-31',
      ),
    );
    expect(state.problems).toEqual([]);
    expect(state.filter).toEqual({
      contract: 'cyber.token',
      action: 'transfer',
      direction: 'in',
      after: '2024-01-01T00:00:00.000',
      before: '2024-01-31T23:59:59.999',
    });
  });

  it('reports every bad value instead of widening the filter silently', () => {
    const state = readActivityUrl(
      new URLSearchParams('contract=NOT<b>&dir=sideways&from=2024-02-30&to=yesterday'),
    );
    expect(state.filter).toEqual({});
    expect(state.problems.map(problemText)).toEqual([
      '“NOT<b>” is not a contract account name.',
      'Direction “sideways” is neither “in” nor “out”.',
      '“2024-02-30” is not a date (YYYY-MM-DD).',
      '“yesterday” is not a date (YYYY-MM-DD).',
    ]);
    expect(
      readActivityUrl(new URLSearchParams('from=2024-02-02&to=2024-02-01')).problems.map(
        problemText,
      ),
    ).toEqual(['The date range ends before it starts.']);
  });
});
