import { describe, expect, it } from 'vitest';
import { parseJson, quoteUnsafeIntegers } from './lossless-json';

describe('quoteUnsafeIntegers', () => {
  it('quotes integers beyond 2^53 and leaves safe ones alone', () => {
    expect(
      quoteUnsafeIntegers('{"a":340282366920938463463374607431768211455,"b":9007199254740991}'),
    ).toBe('{"a":"340282366920938463463374607431768211455","b":9007199254740991}');
    expect(quoteUnsafeIntegers('[-9223372036854775808,1.5e300]')).toBe(
      '["-9223372036854775808",1.5e300]',
    );
  });

  it('never touches digits inside strings, including escaped quotes', () => {
    const text = '{"memo":"x\\"12345678901234567890","n":12345678901234567890}';
    expect(parseJson(text)).toEqual({
      ok: true,
      value: { memo: 'x"12345678901234567890', n: '12345678901234567890' },
    });
  });

  it('reports invalid JSON instead of throwing', () => {
    expect(parseJson('{"a":')).toEqual({ ok: false });
    expect(parseJson('<html>')).toEqual({ ok: false });
  });
});
