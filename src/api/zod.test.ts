import { describe, expect, it } from 'vitest';
import { PARSE_ANSWER, schemaIssues } from './call';
import { getInfoSchema } from './schemas/chain';
import { getProxyStatusSchema } from './schemas/cyberway';
import { issueMessages } from './zod-issues';

// No classic `zod` import in this file: it registers zod's English locale for every schema.
describe('zod/mini issue messages', () => {
  it('are the English ones classic zod gives, written when described', () => {
    const r = getInfoSchema.safeParse({ chain_id: 1 }, PARSE_ANSWER);
    expect(r.error?.issues[0]?.message).toBe('Invalid input');
    const issues = schemaIssues(r.error!);
    expect(issueMessages(issues.filter((i) => i.path === 'chain_id'))).toBe(
      'chain_id: Invalid input: expected string, received number',
    );
    expect(issueMessages(issues.filter((i) => i.path === 'server_version'))).toBe(
      'server_version: Invalid input: expected string, received undefined',
    );
  });

  it('keep the schemas’ own messages', () => {
    const r = getProxyStatusSchema.safeParse(
      { symbol: '4,CYBER', proxylevel: 1, proxies_count: 0 },
      PARSE_ANSWER,
    );
    expect(issueMessages(schemaIssues(r.error!))).toBe('account: expected account or account_name');
  });

  it('keep no contents of the answer', () => {
    const r = getInfoSchema.safeParse({ chain_id: ['a long value'] }, PARSE_ANSWER);
    const chainId = schemaIssues(r.error!).find((i) => i.path === 'chain_id');
    expect(chainId?.issue?.input).toEqual([]);
    expect(issueMessages([chainId!])).toBe(
      'chain_id: Invalid input: expected string, received array',
    );
  });
});
