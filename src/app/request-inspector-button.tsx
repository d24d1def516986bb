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
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey && e.shiftKey && e.code === 'KeyI') {
        e.preventDefault();
        setOpen(true);
      }
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, []);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        title="Requests (Alt+Shift+I)"
        aria-keyshortcuts="Alt+Shift+I"
        className="rounded border border-slate-300 px-1 text-xs dark:border-slate-600"
        onClick={() => setOpen(true)}
      >
        Requests
      </button>
      {open ? (
        <PanelBoundary name="request inspector">
          <Suspense>
            <RequestInspector onClose={close} />
          </Suspense>
        </PanelBoundary>
      ) : null}
    </>
  );
}
