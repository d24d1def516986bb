import { useState } from 'react';

export interface JsonViewProps {
  value: unknown;
  /** Summary text of the disclosure. */
  label?: string;
  open?: boolean;
}

/**
 * The raw JSON the node answered, as text (never as HTML). The text is written only while the
 * disclosure is open: a block of thousands of transactions is megabytes of JSON, and writing it
 * into every page that shows the block (closed) cost seconds before the page could draw.
 */
export function JsonView({ value, label = 'Raw JSON', open = false }: JsonViewProps) {
  const [isOpen, setIsOpen] = useState(open);
  return (
    <details
      open={isOpen}
      onToggle={(e) => setIsOpen(e.currentTarget.open)}
      className="group mt-4 rounded-lg border border-slate-200 dark:border-slate-700"
    >
      <summary className="cursor-pointer px-4 py-2 text-sm font-medium select-none focus-visible:outline-2 focus-visible:outline-teal-600">
        {label}
      </summary>
      {isOpen ? (
        <pre className="max-h-[32rem] overflow-auto border-t border-slate-200 p-4 font-mono text-xs break-all whitespace-pre-wrap dark:border-slate-700">
          {JSON.stringify(value, null, 2)}
        </pre>
      ) : null}
    </details>
  );
}
