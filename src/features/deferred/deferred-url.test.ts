import { describe, expect, it } from 'vitest';
import { deferredTo, readDeferredView } from './deferred-url';

describe('deferred URL', () => {
  it('reads defaults and round-trips a view', () => {
    expect(readDeferredView(new URLSearchParams())).toEqual({
      lower: '',
      format: 'json',
      limit: 25,
    });
    const view = { lower: 'ab'.repeat(32), format: 'packed' as const, limit: 10 };
    const to = deferredTo(view);
    expect(typeof to === 'object' && to.pathname).toBe('/deferred');
    const search = typeof to === 'object' ? (to.search ?? '') : '';
    expect(readDeferredView(new URLSearchParams(search))).toEqual(view);
  });

  it('falls back on unreadable values', () => {
    expect(readDeferredView(new URLSearchParams('format=xml&limit=0')).format).toBe('json');
    expect(readDeferredView(new URLSearchParams('limit=abc')).limit).toBe(25);
  });
});
