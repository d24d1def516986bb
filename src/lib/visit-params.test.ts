import { describe, expect, it } from 'vitest';
import { visitSearch, withVisitParams } from './visit-params';

const NODE = 'https://node.example.com';
const HISTORY = 'https://history.example.com';

describe('visitSearch', () => {
  it('adds the visit node and history to a query that lacks them, keeping the rest', () => {
    const next = new URLSearchParams(visitSearch('?sort=name', { node: NODE, history: HISTORY }));
    expect(next.get('sort')).toBe('name');
    expect(next.get('node')).toBe(NODE);
    expect(next.get('history')).toBe(HISTORY);
  });
  it('leaves a query alone that already says the same node, even spelt differently', () => {
    const search = `?node=${encodeURIComponent(`${NODE}/`)}&history=OFF`;
    expect(visitSearch(search, { node: NODE, history: 'off' })).toBe(search);
  });
  it('drops the parameters once the visit no longer uses a link, and bad values', () => {
    expect(visitSearch(`?node=${NODE}&q=1`, { node: null, history: null })).toBe('?q=1');
    expect(visitSearch('?node=javascript:alert(1)', { node: null, history: null })).toBe('');
    expect(visitSearch(`?history=${HISTORY}`, { node: null, history: null })).toBe('');
    expect(visitSearch('', { node: null, history: null })).toBe('');
  });
  it('replaces a link node other than the visit one', () => {
    const next = visitSearch('?node=http://other.example', { node: NODE, history: null });
    expect(new URLSearchParams(next).get('node')).toBe(NODE);
  });
});

describe('withVisitParams', () => {
  it('carries the visit node into string and object targets', () => {
    expect(withVisitParams('/block/5#tx', { node: NODE, history: null })).toEqual({
      pathname: '/block/5',
      hash: '#tx',
      search: `?node=${encodeURIComponent(NODE)}`,
    });
    expect(
      withVisitParams(
        { pathname: '/producers', search: '?sort=name' },
        { node: NODE, history: null },
      ),
    ).toEqual({ pathname: '/producers', search: `?sort=name&node=${encodeURIComponent(NODE)}` });
  });
  it('returns the target untouched without a link', () => {
    expect(withVisitParams('/blocks?before=9', { node: null, history: null })).toBe(
      '/blocks?before=9',
    );
  });
});
