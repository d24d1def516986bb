import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { nodeErrorTitle, NodeUnreachableError } from '@/api/node-errors';

export interface UnansweredSaveQuestionProps {
  url: string;
  /** Why its test failed. */
  error: unknown;
  onSave: () => void;
  onCancel: () => void;
}

/**
 * Saving a node that failed its test would switch every page to it without a word; this asks
 * first, and says that nothing is saved until the person says so. Focus moves to the safe
 * choice, so a keyboard user answers it at once.
 */
export function UnansweredSaveQuestion({
  url,
  error,
  onSave,
  onCancel,
}: UnansweredSaveQuestionProps) {
  const questionId = useId();
  const why = nodeErrorTitle(error);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  const question =
    error instanceof NodeUnreachableError
      ? t`This node did not answer. Save it anyway?`
      : t`This node failed its test. Save it anyway?`;
  return (
    <div
      role="group"
      aria-labelledby={questionId}
      className="mt-3 max-w-xl rounded-lg border border-amber-400 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-50"
    >
      <p id={questionId} role="alert" className="font-semibold">
        {question}
      </p>
      <p className="mt-1 break-words">
        <Trans>
          <span className="font-mono">{url}</span>: {why}. It is not saved yet. If you save it,
          every page reads from it until you choose another node.
        </Trans>
      </p>
      <div className="mt-3 flex gap-2">
        <button
          type="button"
          onClick={onSave}
          className="rounded-md border border-amber-500 px-3 py-1 font-medium hover:bg-amber-100 dark:hover:bg-amber-900/50"
        >
          <Trans>Save anyway</Trans>
        </button>
        <button
          type="button"
          ref={cancel}
          onClick={onCancel}
          className="rounded-md bg-teal-700 px-3 py-1 font-medium text-white hover:bg-teal-800"
        >
          <Trans>Don't save</Trans>
        </button>
      </div>
    </div>
  );
}
