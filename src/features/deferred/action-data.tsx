import { Trans } from '@lingui/react/macro';
import type { JsonObject } from '@/api/node-client';

export interface ActionDataProps {
  data: JsonObject | string;
}

/** Action arguments as JSON text, or the packed hex when they could not be decoded. */
export function ActionData({ data }: ActionDataProps) {
  if (typeof data === 'string') {
    return (
      <span className="block font-mono text-xs break-all">
        {data === '' ? (
          <span className="italic">
            <Trans>no arguments</Trans>
          </span>
        ) : (
          data
        )}
      </span>
    );
  }
  return (
    <pre className="max-h-64 overflow-auto rounded bg-slate-50 p-2 font-mono text-xs break-all whitespace-pre-wrap dark:bg-slate-900">
      {JSON.stringify(data, null, 2)}
    </pre>
  );
}
