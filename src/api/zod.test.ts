import { describe, expect, it } from 'vitest';
import { getInfoSchema } from './schemas/chain';
import { getProxyStatusSchema } from './schemas/cyberway';

// No classic `zod` import in this file: zod/mini registers no locale, src/api/zod.ts must.
describe('zod/mini issue messages', () => {
  it('are the English ones classic zod gives', () => {
    const r = getInfoSchema.safeParse({ chain_id: 1 });
    const messages = Object.fromEntries(
      (r.error?.issues ?? []).map((i) => [i.path.map(String).join('.'), i.message]),
    );
    expect(messages['chain_id']).toBe('Invalid input: expected string, received number');
    expect(messages['server_version']).toBe('Invalid input: expected string, received undefined');
  });

  it('keep the schemas’ own messages', () => {
    const r = getProxyStatusSchema.safeParse({
      symbol: '4,CYBER',
      proxylevel: 1,
      proxies_count: 0,
    });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['account', 'expected account or account_name'],
    ]);
  });
});
