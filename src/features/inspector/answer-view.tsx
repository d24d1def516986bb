import { t } from '@lingui/core/macro';
import { useMemo } from 'react';
import { parseJson } from '@/api/lossless-json';
import { JsonView } from '@/components/ui/json-view';
import { formatBytes } from '@/lib/format';

export interface AnswerViewProps {
  /** The answer's text as kept: its first bytes when it was cut. */
  text: string;
  /** The whole answer's size. */
  size: number;
  label: string;
}

/** An answer as a JSON tree when it is whole JSON; otherwise its text, saying why. */
export function AnswerView({ text, size, label }: AnswerViewProps) {
  const parsed = useMemo(() => (text.length < size ? null : parseJson(text)), [text, size]);
  if (parsed?.ok) return <JsonView value={parsed.value} label={label} open />;
  return (
    <div className="mt-4">
      <p className="text-sm">
        {text.length < size
          ? t`${label}: the first ${formatBytes(text.length)} of ${formatBytes(size)} (cut to keep the list small).`
          : t`${label}: not JSON.`}
      </p>
      <pre className="max-h-64 overflow-auto font-mono text-xs break-all whitespace-pre-wrap">
        {text}
      </pre>
    </div>
  );
}
