import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';

export interface CopyButtonProps {
  value: string;
  /** What is copied, for the accessible name ("Copy block id"). */
  label: string;
}

export function CopyButton({ value, label }: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 1500);
    return () => clearTimeout(timer);
  }, [state]);

  const handleClick = () => {
    navigator.clipboard.writeText(value).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };

  return (
    <button
      type="button"
      onClick={handleClick}
      aria-label={t`Copy ${label}`}
      title={t`Copy ${label}`}
      className="ml-1 inline-flex items-center rounded px-1.5 py-0.5 text-xs text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 dark:text-slate-300 dark:hover:bg-slate-800"
    >
      {state === 'copied' ? t`Copied` : state === 'failed' ? t`Copy failed` : t`Copy`}
    </button>
  );
}
