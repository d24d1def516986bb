import { Trans } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import {
  ANSWER_LIMIT,
  TOTAL_LIMIT,
  requestLog,
  requestLogVersion,
  subscribeRequests,
} from '@/api/request-log';
import { formatBytes, formatInteger } from '@/lib/format';
import { QueriesOnScreen } from './queries-on-screen';
import { RequestDetails } from './request-details';
import { RequestTable } from './request-table';
import { BUTTON } from './styles';

export interface RequestInspectorProps {
  onClose: () => void;
}

const DRAWER = {
  inset: '0 0 0 auto',
  margin: 0,
  maxHeight: 'none',
} as const;

/**
 * The drawer of the last requests the app made (node and history), newest first; each one's
 * answer, as curl and as fetch, and sent again. A modal dialog: the page behind is inert, Esc
 * closes it and focus goes back to where it was.
 */
export function RequestInspector({ onClose }: RequestInspectorProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const version = useSyncExternalStore(subscribeRequests, requestLogVersion);
  const [selectedId, setSelectedId] = useState<number | null>(null);

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);

  // eslint-disable-next-line react-hooks/exhaustive-deps -- the log changes in place; version says when
  const log = useMemo(() => [...requestLog()].reverse(), [version]);
  const selected = log.find((r) => r.id === selectedId);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="request-inspector-title"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      // A drawer on the right; inline so the first load's stylesheet carries none of it.
      style={DRAWER}
      className="h-full w-full max-w-3xl overflow-auto border border-slate-300 bg-white p-4 text-slate-900 backdrop:bg-slate-950/50 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id="request-inspector-title" className="text-lg font-semibold">
            <Trans>Requests</Trans>
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            <Trans>
              The last {formatInteger(log.length)} of at most 200 requests the app made in this tab
              to the node and the history service, newest first. Answers longer than{' '}
              {formatBytes(ANSWER_LIMIT)} are cut, and past {formatBytes(TOTAL_LIMIT)} in all the
              oldest answers are dropped (their details stay).
            </Trans>
          </p>
        </div>
        <button type="button" className={BUTTON} onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      </div>
      {log.length === 0 ? (
        <p className="mt-4">
          <Trans>No request yet.</Trans>
        </p>
      ) : (
        <RequestTable log={log} selectedId={selectedId} onSelect={setSelectedId} />
      )}
      {selected ? <RequestDetails key={selected.id} request={selected} /> : null}
      <QueriesOnScreen />
    </dialog>
  );
}
