import { describe, expect, it } from 'vitest';
import { readWatchedFile, watchedFileText } from './watched-file';

describe('the watched accounts file', () => {
  it('reads back what it wrote, each name once', () => {
    expect(readWatchedFile(watchedFileText(['alice', 'bob', 'alice']))).toEqual({
      ok: true,
      accounts: ['alice', 'bob'],
    });
  });

  it('refuses, saying why, a file that is not JSON, of another shape, or naming no account', () => {
    expect(readWatchedFile('alice,bob')).toEqual({ ok: false, problem: { kind: 'not-json' } });
    expect(readWatchedFile('["alice"]')).toEqual({
      ok: false,
      problem: { kind: 'not-watched-list', where: 'format' },
    });
    const text = (accounts: unknown) =>
      JSON.stringify({ format: 'cyberway-explorer/watched-accounts', version: 1, accounts });
    expect(readWatchedFile(text(['alice', 7]))).toEqual({
      ok: false,
      problem: { kind: 'not-watched-list', where: 'accounts.1' },
    });
    expect(readWatchedFile(text(['alice', 'Not An Account']))).toEqual({
      ok: false,
      problem: { kind: 'not-account-name', name: 'Not An Account' },
    });
  });
});
