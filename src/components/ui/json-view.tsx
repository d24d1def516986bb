import { t } from '@lingui/core/macro';
import { useEffect, useMemo, useState } from 'react';

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
export function JsonView({ value, label, open = false }: JsonViewProps) {
  const [isOpen, setIsOpen] = useState(open);
  const text = useMemo(() => (isOpen ? JSON.stringify(value, null, 2) : null), [isOpen, value]);
  return (
    <details
      open={isOpen}
      onToggle={(e) => setIsOpen(e.currentTarget.open)}
      className="group mt-4 rounded-lg border border-slate-200 dark:border-slate-700"
    >
      <summary className="cursor-pointer px-4 py-2 text-sm font-medium select-none focus-visible:outline-2 focus-visible:outline-teal-600">
        {label ?? t`Raw JSON`}
      </summary>
      {text !== null ? (
        <>
          <CopyJson text={text} />
          {/* Focusable: a long answer scrolls inside its box, and keyboard users scroll it too. */}
          <pre
            tabIndex={0}
            className="max-h-[32rem] overflow-auto border-t border-slate-200 p-4 font-mono text-xs break-all whitespace-pre-wrap focus-visible:outline-2 focus-visible:outline-teal-600 dark:border-slate-700"
          >
            {text}
          </pre>
        </>
      ) : null}
    </details>
  );
}

/** How long "Copied" (or why not) stays beside the button. */
const RESULT_MS = 4_000;

function CopyJson({ text }: { text: string }) {
  const [result, setResult] = useState<{ copied: boolean; message: string } | null>(null);

  useEffect(() => {
    if (!result) return;
    const t = setTimeout(() => setResult(null), RESULT_MS);
    return () => clearTimeout(t);
  }, [result]);

  const copy = () => {
    // Browsers offer the clipboard only to secure pages (https, localhost).
    if (!('clipboard' in navigator)) {
      setResult({
        copied: false,
        message: t`Could not copy: this browser allows it only on https pages. Select the text instead.`,
      });
      return;
    }
    navigator.clipboard.writeText(text).then(
      () => setResult({ copied: true, message: t`Copied` }),
      (e: unknown) =>
        setResult({
          copied: false,
          message: t`Could not copy: ${e instanceof Error ? e.message : String(e)}`,
        }),
    );
  };

  return (
    <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 px-4 py-2 dark:border-slate-700">
      <button
        type="button"
        onClick={copy}
        className="rounded-md border border-slate-300 px-3 py-1 text-sm font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 dark:border-slate-600 dark:hover:bg-slate-800"
      >
        {t`Copy JSON`}
      </button>
      <span
        role="status"
        className={
          result?.copied === false
            ? 'text-sm text-red-800 dark:text-red-300'
            : 'text-sm text-slate-700 dark:text-slate-200'
        }
      >
        {result?.message}
      </span>
    </div>
  );
}
