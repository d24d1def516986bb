import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export type Comparison = '<=' | '>=' | '<' | '>' | '==';

export interface Figure {
  section: string;
  name: string;
  /** null when it could not be measured (see `note`). */
  value: number | null;
  unit: string;
  target?: { op: Comparison; value: number };
  /**
   * An aim printed beside the value that never fails the run: an absolute figure this machine's
   * browser cannot reach whatever the app does (bench/README.md, "Which rows fail").
   */
  aim?: { op: Comparison; value: number };
  /** Whether the value meets its aim (rows with an aim only). */
  aimMet?: boolean;
  /** true/false against the target; null = informational (aims too), skipped or not measured. */
  pass: boolean | null;
  /** Shown instead of the value (e.g. "skipped (--quick)") or next to it. */
  note?: string;
  /** Set when the figure failed because the measurement itself failed. */
  error?: string;
}

export function compare(value: number, op: Comparison, target: number): boolean {
  switch (op) {
    case '<=':
      return value <= target;
    case '>=':
      return value >= target;
    case '<':
      return value < target;
    case '>':
      return value > target;
    case '==':
      return value === target;
  }
}

/** A measured figure checked against its target (or informational without one). */
export function figure(
  section: string,
  name: string,
  value: number,
  unit: string,
  target?: { op: Comparison; value: number },
  note?: string,
): Figure {
  return {
    section,
    name,
    value,
    unit,
    ...(target ? { target } : {}),
    pass: target ? compare(value, target.op, target.value) : null,
    ...(note ? { note } : {}),
  };
}

/** A measured figure beside an aim (informational: it never fails the run). */
export function aimFigure(
  section: string,
  name: string,
  value: number,
  unit: string,
  aim: { op: Comparison; value: number },
  note?: string,
): Figure {
  return {
    ...figure(section, name, value, unit, undefined, note),
    aim,
    aimMet: compare(value, aim.op, aim.value),
  };
}

/** A figure that was not measured (skipped or impossible), with the reason. */
export function notMeasured(
  section: string,
  name: string,
  unit: string,
  note: string,
  target?: { op: Comparison; value: number },
): Figure {
  return { section, name, value: null, unit, ...(target ? { target } : {}), pass: null, note };
}

/** A figure whose measurement crashed: a failure, so the bench fails loudly. */
export function failed(section: string, name: string, error: unknown): Figure {
  const message = error instanceof Error ? error.message : String(error);
  return {
    section,
    name,
    value: null,
    unit: '',
    pass: false,
    error: message.split('\n')[0] ?? message,
  };
}

function formatValue(f: Figure): string {
  if (f.error) return `error: ${f.error}`;
  if (f.value === null) return f.note ?? 'not measured';
  const v = f.value;
  const digits =
    f.unit === 'score'
      ? 2
      : f.unit.startsWith('kB')
        ? 1
        : f.unit === 'MB'
          ? Math.abs(v) < 10
            ? 2
            : 1
          : Math.abs(v) >= 100 || Number.isInteger(v)
            ? 0
            : 1;
  const text = v.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return f.unit && f.unit !== 'score' ? `${text} ${f.unit}` : text;
}

function formatTarget(f: Figure): string {
  const goal = f.target ?? f.aim;
  if (!goal) return '';
  const unit = f.unit && f.unit !== 'score' ? ` ${f.unit}` : '';
  const op = { '<=': '≤', '>=': '≥', '<': '<', '>': '>', '==': '=' }[goal.op];
  return `${op} ${goal.value.toLocaleString('en-US')}${unit}${f.target ? '' : ' (aim)'}`;
}

function formatResult(f: Figure): string {
  if (f.error) return 'FAIL';
  if (f.pass === true) return 'pass';
  if (f.pass === false) return 'FAIL';
  if (f.value === null) return '—';
  if (f.aimMet !== undefined) return f.aimMet ? 'info (aim met)' : 'info (aim missed)';
  return 'info';
}

function pad(s: string, n: number): string {
  return s + ' '.repeat(Math.max(0, n - [...s].length));
}

/**
 * The figures as one Markdown table, laid out as Prettier lays it out: readable in a terminal,
 * and docs/performance.md stays as the format check wants it. `cell` rewrites each cell's text
 * (Markdown escapes for the page; the terminal shows it as it is).
 */
export function renderTable(
  figures: readonly Figure[],
  cell: (text: string) => string = (text) => text,
): string {
  const rows = figures.map((f) =>
    [
      f.section,
      f.name,
      formatValue(f) + (f.value !== null && f.note ? ` (${f.note})` : ''),
      formatTarget(f),
      formatResult(f),
    ].map(cell),
  );
  const header = ['Area', 'Figure', 'Measured', 'Target', 'Result'];
  const widths = header.map((h, i) =>
    Math.max([...h].length, ...rows.map((r) => [...r[i]!].length)),
  );
  const line = (cells: string[]) => `| ${cells.map((c, i) => pad(c, widths[i]!)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export interface Results {
  date: string;
  commit: string;
  quick: boolean;
  machine: {
    cpus: number;
    loadAverageAtStart: number[];
    loadAverage: number[];
    node: string;
    chromium: string;
  };
  figures: Figure[];
  details: Record<string, unknown>;
  failures: string[];
}

export function writeResults(file: string, results: Results): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}
