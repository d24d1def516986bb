import { describe, expect, it } from 'vitest';
import {
  EMPTY_DRAFT,
  MAX_ACTIONS,
  pushDraftPath,
  readPushDraft,
  writePushDraft,
  type PushDraft,
} from './push-draft';

const transfer = {
  account: 'cyber.token',
  name: 'transfer',
  auth: 'alice@active',
  data: { from: 'alice', to: 'bob', quantity: '1.0000 CYBER', memo: 'hi' },
};

describe('the push draft in the address', () => {
  it('round-trips actions and header, leaving defaults out', () => {
    const draft: PushDraft = {
      ...EMPTY_DRAFT,
      actions: [transfer, { account: 'cyber.stake', name: '', auth: '', data: undefined }],
      ramKbytes: 8,
      provider: 'carol@active',
      layout: 'eosio',
    };
    const query = writePushDraft(draft);
    expect(query).not.toContain('expire=');
    expect(readPushDraft(query)).toEqual({ draft, problems: [] });
  });

  it('reads as a person writes it: action1, auth1 and data1 as JSON', () => {
    const url = new URL(pushDraftPath({ actions: [transfer] }), 'http://x');
    expect(url.pathname).toBe('/tools/push');
    expect(url.searchParams.get('action1')).toBe('cyber.token::transfer');
    expect(url.searchParams.get('auth1')).toBe('alice@active');
    expect(JSON.parse(url.searchParams.get('data1') ?? '')).toEqual(transfer.data);
  });

  it('keeps the address’s other parameters (node, lang) and replaces the old draft', () => {
    const query = writePushDraft(
      { ...EMPTY_DRAFT, actions: [transfer] },
      'node=http%3A%2F%2Fn&action1=a::b&action2=c::d&ram=5',
    );
    const params = new URLSearchParams(query);
    expect(params.get('node')).toBe('http://n');
    expect(params.has('action2')).toBe(false);
    expect(params.has('ram')).toBe(false);
  });

  it('says what it could not take: too many actions, bad JSON, numbers out of range', () => {
    const params = new URLSearchParams();
    for (let i = 1; i <= MAX_ACTIONS + 1; i++) params.set(`action${i}`, 'a::b');
    params.set('data1', '{not json');
    params.set('expire', '99999');
    params.set('cpu', '-1');
    const { draft, problems } = readPushDraft(params);
    expect(draft.actions).toHaveLength(MAX_ACTIONS);
    expect(draft.actions[0]?.data).toBeUndefined();
    expect(draft.expireSec).toBe(EMPTY_DRAFT.expireSec);
    expect(problems).toEqual([
      { kind: 'too-many-actions', max: MAX_ACTIONS },
      { kind: 'data-not-json', action: 1 },
      { kind: 'bad-number', param: 'expire', min: 1, max: 3600 },
      { kind: 'bad-number', param: 'cpu', min: 0, max: 255 },
    ]);
  });

  it('orders actions by their number, gaps and all', () => {
    const { draft } = readPushDraft('action10=c::ten&action2=c::two');
    expect(draft.actions.map((a) => a.name)).toEqual(['two', 'ten']);
  });
});
