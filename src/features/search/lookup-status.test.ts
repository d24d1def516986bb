import { describe, expect, it } from 'vitest';
import { lookupStatus, soleFind } from './lookup-status';

describe('soleFind', () => {
  it('opens the one thing found once every lookup has answered', () => {
    expect(soleFind(['absent', 'found', 'absent'])).toBe(1);
    expect(soleFind(['found'])).toBe(0);
  });
  it('waits while a lookup is pending', () => {
    expect(soleFind(['found', 'pending'])).toBeNull();
  });
  it('shows them all when several match, none does, or one failed', () => {
    expect(soleFind(['found', 'found'])).toBeNull();
    expect(soleFind(['absent', 'absent'])).toBeNull();
    expect(soleFind(['found', 'failed'])).toBeNull();
    expect(soleFind([])).toBeNull();
  });
});

describe('lookupStatus', () => {
  const notFound = (e: unknown) => e === 'missing';
  it('reads answers, empty answers and errors', () => {
    expect(lookupStatus({ data: undefined, error: null }, notFound)).toBe('pending');
    expect(lookupStatus({ data: 1, error: null }, notFound)).toBe('found');
    expect(lookupStatus({ data: null, error: null }, notFound, (d) => d === null)).toBe('absent');
    expect(lookupStatus({ data: undefined, error: 'missing' }, notFound)).toBe('absent');
    expect(lookupStatus({ data: undefined, error: 'down' }, notFound)).toBe('failed');
  });
});
