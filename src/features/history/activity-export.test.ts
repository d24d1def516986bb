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

const transfer = { from: 'alice', to: 'bob', quantity: '130.7421 CYBER', memo: 'for, "tea"' };

const withoutBom = (text: string) => text.replace(/^\uFEFF/, '');

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
    const [header, line] = parseCsv(withoutBom(csv));
    expect(header).toEqual([
      'time',
      'block',
      'transaction',
      'contract',
      'action',
      'authorization',
      'direction',
      'from',
      'to',
      'amount',
      'symbol',
      'memo',
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
    expect(line?.[12]?.startsWith('alice → bob 1.0000 CYBER =HYPERLINK')).toBe(true);
    expect(JSON.parse(line?.[13] ?? '')).toEqual(base.data);
  });

  it('starts with a byte order mark, so a spreadsheet reads it as UTF-8', () => {
    const csv = activityCsv([{ ...base, data: { ...transfer, memo: 'Привет 🚀' } }], 'alice');
    expect(csv.startsWith('\uFEFFtime,')).toBe(true);
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(parseCsv(withoutBom(csv))[1]?.[11]).toBe('Привет 🚀');
  });

  it('gives a transfer its own from, to, amount, symbol and memo columns', () => {
    const rows: HistoryAction[] = [
      { ...base, data: transfer },
      // Not a transfer: those columns stay empty.
      {
        ...base,
        action: 'bet',
        contract: 'dice',
        data: { player: 'alice', amount: '1.0000 CYBER' },
      },
      // A memo that starts like a formula is disarmed in its own column too.
      { ...base, data: { ...transfer, memo: '=cmd|x' } },
    ];
    const [, transferLine, betLine, formulaLine] = parseCsv(withoutBom(activityCsv(rows, 'bob')));
    expect(transferLine?.slice(6, 12)).toEqual([
      'in',
      'alice',
      'bob',
      '130.7421',
      'CYBER',
      'for, "tea"',
    ]);
    expect(betLine?.slice(7, 12)).toEqual(['', '', '', '', '']);
    expect(formulaLine?.[11]).toBe("'=cmd|x");
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
