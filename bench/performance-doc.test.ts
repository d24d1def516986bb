import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { markdownCell, renderPerformanceDoc, type PerformanceRun } from './performance-doc.ts';
import { aimFigure, failed, figure, notMeasured } from './report.ts';

const FIGURES = [
  figure('Weight', 'Largest first load (account-activity)', 98.6, 'kB gzip', {
    op: '<=',
    value: 150,
  }),
  figure('Speed', 'Cold /block/100 → block id on screen', 237, 'ms', { op: '<=', value: 400 }),
  aimFigure(
    'Speed',
    'Repeat /block/<id of 100> (warm service worker) → block id on screen',
    120,
    'ms',
    { op: '<=', value: 100 },
    'median of 5; node requests: get_info',
  ),
  notMeasured('Speed', 'Lighthouse mobile performance /', 'score', 'skipped (--quick)', {
    op: '>=',
    value: 0.95,
  }),
  failed('Requests', 'Every page', new Error('a | b')),
];

const RUN: PerformanceRun = {
  date: '2026-11-28T10:11:12.000Z',
  browser: 'Chromium 140.0.1 (/usr/bin/chromium-headless-shell)',
  quick: false,
  phases: null,
  figures: FIGURES,
};

describe('docs/performance.md', () => {
  it('says what ran, when and in which browser, in one line above the table', () => {
    const doc = renderPerformanceDoc(RUN);
    expect(doc).toMatch(/^# Performance\n/);
    expect(doc).toContain(
      '\nRun on 2026-11-28, full run; browser: Chromium 140.0.1 (/usr/bin/chromium-headless-shell).\n',
    );
    expect(doc).toContain('[bench/README.md](../bench/README.md)');
  });

  it('names the phases of a partial run, a quick run, and a run without a browser', () => {
    const doc = renderPerformanceDoc({
      ...RUN,
      browser: '',
      quick: true,
      phases: ['weight', 'devnode'],
      figures: FIGURES.slice(0, 1),
    });
    expect(doc).toContain(
      'Run on 2026-11-28, partial run: phases weight, devnode, quick (`--quick`: fewer samples, no Lighthouse, no soak); browser: none (no phase in a browser ran).',
    );
  });

  it('has one table row per figure: area, figure, measured, target or aim, result', () => {
    const rows = renderPerformanceDoc(RUN)
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .map((line) => line.split(/(?<!\\)\|/).map((c) => c.trim()));
    const [header, separator, ...body] = rows.map((r) => r.slice(1, 6));
    expect(header).toEqual(['Area', 'Figure', 'Measured', 'Target', 'Result']);
    expect(separator?.every((c) => /^-+$/.test(c))).toBe(true);
    expect(body).toEqual([
      ['Weight', 'Largest first load (account-activity)', '98.6 kB gzip', '≤ 150 kB gzip', 'pass'],
      ['Speed', 'Cold /block/100 → block id on screen', '237 ms', '≤ 400 ms', 'pass'],
      [
        'Speed',
        'Repeat /block/\\<id of 100> (warm service worker) → block id on screen',
        '120 ms (median of 5; node requests: get_info)',
        '≤ 100 ms (aim)',
        'info (aim missed)',
      ],
      ['Speed', 'Lighthouse mobile performance /', 'skipped (--quick)', '≥ 0.95', '—'],
      ['Requests', 'Every page', 'error: a \\| b', '', 'FAIL'],
    ]);
  });

  it('escapes what Markdown would read as a column break, a tag, emphasis, code or a link', () => {
    expect(markdownCell('a | b <id> c\\d')).toBe('a \\| b \\<id> c\\\\d');
    expect(markdownCell('*x* `y` [z](w) get_block')).toBe('\\*x\\* \\`y\\` \\[z](w) get_block');
  });

  it('is as Prettier writes it, so the format check passes after every run', async () => {
    const doc = renderPerformanceDoc(RUN);
    const options = await resolveConfig('docs/performance.md');
    expect(await format(doc, { ...options, parser: 'markdown' })).toBe(doc);
  });
});
