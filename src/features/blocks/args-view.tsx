import { Trans } from '@lingui/react/macro';
import { isJsonObject } from '@/api/schemas/common';

export interface ArgsViewProps {
  value: unknown;
}

/** Action arguments as labelled fields, nested objects indented, every value as text. */
export function ArgsView({ value }: ArgsViewProps) {
  if (isJsonObject(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0)
      return (
        <span className="text-slate-600 dark:text-slate-300">
          <Trans>(no fields)</Trans>
        </span>
      );
    return (
      <dl className="grid grid-cols-[minmax(5rem,auto)_1fr] gap-x-3 gap-y-1 text-sm">
        {entries.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="font-mono text-slate-600 dark:text-slate-300">{k}</dt>
            <dd className="min-w-0 break-words">
              <ArgsView value={v} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  if (Array.isArray(value)) {
    const items: unknown[] = value;
    if (items.length === 0) return <span className="font-mono">[]</span>;
    if (items.every((v) => !isJsonObject(v) && !Array.isArray(v))) {
      return <span className="font-mono break-all">{items.map(scalar).join(', ')}</span>;
    }
    return (
      <ol className="list-decimal space-y-1 pl-5">
        {items.map((v, i) => (
          <li key={i}>
            <ArgsView value={v} />
          </li>
        ))}
      </ol>
    );
  }
  return <span className="font-mono break-all whitespace-pre-wrap">{scalar(value)}</span>;
}

function scalar(v: unknown): string {
  if (typeof v === 'string') return v === '' ? '""' : v;
  if (v === null) return 'null';
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  return JSON.stringify(v) ?? 'undefined';
}
