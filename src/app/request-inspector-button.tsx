import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Suspense, useEffect, useRef, useState } from 'react';
import { PanelBoundary } from '@/components/errors/panel-boundary';
import { lazyWithRetry } from '@/components/errors/lazy-with-retry';

// The drawer, its list and formatting load on first open: none of it is on a first page's path.
const RequestInspector = lazyWithRetry(
  () => import('@/features/inspector/request-inspector'),
  (m) => m.RequestInspector,
);

/** The header's button to the request inspector; Alt+Shift+I ("/" is the search box's). */
export function RequestInspectorButton() {
  const [open, setOpen] = useState(false);
  // Where focus goes back to on close: what had it when the inspector opened.
  const opener = useRef<Element | null>(null);
  const show = () => {
    // Alt+Shift+I inside the open dialog keeps the first opener.
    if (!document.activeElement?.closest('dialog')) opener.current = document.activeElement;
    setOpen(true);
  };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey && e.shiftKey && e.code === 'KeyI') {
        e.preventDefault();
        show();
      }
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, []);
  // Once the dialog is gone (the page behind it is inert while it is open).
  useEffect(() => {
    if (!open) (opener.current as HTMLElement | null)?.focus();
  }, [open]);
  return (
    <>
      <button
        type="button"
        title={t`Requests (Alt+Shift+I)`}
        aria-keyshortcuts="Alt+Shift+I"
        className="rounded border border-slate-300 px-1 text-xs dark:border-slate-600"
        onClick={show}
      >
        <Trans>Requests</Trans>
      </button>
      {open ? (
        <PanelBoundary name={t`request inspector`}>
          <Suspense>
            <RequestInspector onClose={() => setOpen(false)} />
          </Suspense>
        </PanelBoundary>
      ) : null}
    </>
  );
}
