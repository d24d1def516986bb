import { describe, expect, it } from 'vitest';
import { diffSchedules, summarizeDiff } from './schedule-diff';

const p = (producer_name: string, block_signing_key?: string) =>
  block_signing_key === undefined ? { producer_name } : { producer_name, block_signing_key };

describe('diffSchedules', () => {
  it('finds added, removed and key-changed producers', () => {
    const changes = diffSchedules(
      [p('alice', 'K1'), p('bob', 'K2'), p('carol', 'K3')],
      [p('bob', 'K2'), p('carol', 'K9'), p('dave', 'K4')],
    );
    expect(changes).toEqual([
      { producer: 'bob', kind: 'unchanged', fromKey: 'K2', toKey: 'K2' },
      { producer: 'carol', kind: 'key-changed', fromKey: 'K3', toKey: 'K9' },
      { producer: 'dave', kind: 'added', toKey: 'K4' },
      { producer: 'alice', kind: 'removed', fromKey: 'K1' },
    ]);
    expect(summarizeDiff(changes)).toEqual({
      added: 1,
      removed: 1,
      'key-changed': 1,
      unchanged: 1,
    });
  });

  it('treats identical schedules as unchanged', () => {
    const s = [p('alice', 'K1')];
    expect(diffSchedules(s, s).map((c) => c.kind)).toEqual(['unchanged']);
  });
});
