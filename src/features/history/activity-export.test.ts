import { describe, expect, it } from 'vitest';
import type { HistoryAction } from '@/api/history-model';
import { activityCsv, activityJson, csvField, isoUtc } from './activity-export';

const base: HistoryAction = {
  blockNum: 42,
  timestamp: '2024-01-11T23:17:15.500',
  trxId: 'cd'.repeat(32),
  globalSequence: '123456789012345678',
  actionOrdinal: 1,
  creatorActionOrdinal: 0,
  actionIndex: undefined,
  contract: 'cyber.token',
  action: 'transfer',
  authorization: [{ actor: 'alice', permission: 'active' }],
  data: {
    from: 'alice',
    to: 'bob',
    quantity: '1.0000 CYBER',
    memo: '=HYPERLINK("http://x","a, "b"")\nnext',
  },
  lossyFields: [],
  dataTruncated: false,
  receivers: ['cyber.token', 'alice', 'bob'],
  status: undefined,
  source: 'hyperion',
};

/** Splits RFC 4180 text into records of fields (quoted fields may hold commas, quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += c;
  }
  return records;
}

describe('activity export', () => {
  it('writes RFC 4180 CSV with ISO UTC times and a guard against spreadsheet formulas', () => {
    const csv = activityCsv([base], 'alice');
    expect(csv.endsWith('\r\n')).toBe(true);
    const [header, line] = parseCsv(csv);
    expect(header).toEqual([
      'time',
      'block',
      'transaction',
      'contract',
      'action',
      'authorization',
      'direction',
      'reading',
      'data',
    ]);
    expect(line?.[0]).toBe('2024-01-11T23:17:15.500Z');
    expect(line?.slice(1, 7)).toEqual([
      '42',
      'cd'.repeat(32),
      'cyber.token',
      'transfer',
      'alice@active',
      'out',
    ]);
    expect(line?.[7]?.startsWith('alice → bob 1.0000 CYBER =HYPERLINK')).toBe(true);
    expect(JSON.parse(line?.[8] ?? '')).toEqual(base.data);
  });

  it('quotes only what needs it and disarms formula starts', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=1+2')).toBe("'=1+2");
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('=a,b')).toBe('"\'=a,b"');
  });

  it('writes JSON of the rows with ISO UTC times and exact big numbers as strings', () => {
    const parsed = JSON.parse(activityJson([base])) as Record<string, unknown>[];
    expect(parsed).toEqual([{ ...base, timestamp: '2024-01-11T23:17:15.500Z' }]);
    expect(parsed[0]?.['globalSequence']).toBe('123456789012345678');
    expect(isoUtc('not a time')).toBe('not a time');
  });
});
