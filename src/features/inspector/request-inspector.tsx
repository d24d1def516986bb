import { Trans } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import {
  ANSWER_LIMIT,
  TOTAL_LIMIT,
  requestLog,
  requestLogVersion,
  subscribeRequests,
  type LoggedRequest,
} from '@/api/request-log';
import { formatBytes, formatInteger } from '@/lib/format';
import { QueriesOnScreen } from './queries-on-screen';
import { RequestDetails } from './request-details';
import { matchesRequest, type RequestFilter } from './request-filter';
import { attempts } from './request-format';
import { RequestTable } from './request-table';
import { RequestToolbar } from './request-toolbar';
import { BUTTON } from './styles';

export interface RequestInspectorProps {
  onClose: () => void;
}

const DRAWER = {
  inset: '0 0 0 auto',
  margin: 0,
  maxHeight: 'none',
} as const;
/** The drawer's content: a column whose list takes the height the rest leaves. */
const COLUMN = { display: 'flex', flexDirection: 'column', height: '100%' } as const;
const FILL = { flex: '1 1 0' } as const;
const DETAILS = { maxHeight: '55%', flexShrink: 0, overflow: 'auto' } as const;

/**
 * The drawer of the last requests the app made (node and history), newest first; each one's
 * answer, as curl and as fetch, and sent again. A modal dialog: the page behind is inert, Esc
 * closes it and focus goes back to where it was.
 */
export function RequestInspector({ onClose }: RequestInspectorProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const version = useSyncExternalStore(subscribeRequests, requestLogVersion);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [filter, setFilter] = useState<RequestFilter>({ text: '', hidePolling: true });
  // The rows as they were when the list was paused (null: it follows new requests). New rows
  // would otherwise push the one being read down the list every second.
  const [frozen, setFrozen] = useState<readonly LoggedRequest[] | null>(null);

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);

  // eslint-disable-next-line react-hooks/exhaustive-deps -- the log changes in place; version says when
  const live = useMemo(() => [...requestLog()].reverse(), [version]);
  // Over the whole log, oldest first: a retry is counted even where the filter hides the try before.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- as above
  const tries = useMemo(() => attempts(requestLog()), [version]);
  const rows = frozen ?? live;
  const shown = rows.filter((r) => matchesRequest(r, filter));
  const newestId = rows[0]?.id ?? -1;
  const unseen = frozen
    ? live.filter((r) => r.id > newestId && matchesRequest(r, filter)).length
    : 0;
  const selected = rows.find((r) => r.id === selectedId);
  const select = (id: number) => {
    setSelectedId(id);
    // A row chosen to read stays where it is.
    setFrozen((f) => f ?? live);
  };

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
      <div style={COLUMN}>
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id="request-inspector-title" className="text-lg font-semibold">
              <Trans>Requests</Trans>
            </h2>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              <Trans>
                The last {formatInteger(live.length)} of at most 200 requests the app made in this
                tab to the node and the history service, newest first. Answers longer than{' '}
                {formatBytes(ANSWER_LIMIT)} are cut, and past {formatBytes(TOTAL_LIMIT)} in all the
                oldest answers are dropped (their details stay).
              </Trans>
            </p>
          </div>
          <button type="button" className={BUTTON} onClick={onClose}>
            <Trans>Close</Trans>
          </button>
        </div>
        <RequestToolbar
          filter={filter}
          onFilter={setFilter}
          paused={frozen !== null}
          onPause={(pause) => setFrozen(pause ? live : null)}
          unseen={unseen}
        />
        {shown.length > 0 ? (
          <RequestTable log={shown} tries={tries} selectedId={selectedId} onSelect={select} />
        ) : (
          <p className="mt-4" style={FILL}>
            {filter.text.trim() ? (
              <Trans>No request matches “{filter.text.trim()}”.</Trans>
            ) : rows.length ? (
              <Trans>No request yet but the get_info polling, which is hidden.</Trans>
            ) : (
              <Trans>No request yet.</Trans>
            )}
          </p>
        )}
        {selected ? (
          <div style={DETAILS}>
            <RequestDetails key={selected.id} request={selected} />
          </div>
        ) : null}
        <QueriesOnScreen />
      </div>
    </dialog>
  );
}
