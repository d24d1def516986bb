import { Trans } from '@lingui/react/macro';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { isChunkLoadError } from '@/api/retryable-import';
import { ErrorPanel } from '@/components/errors/error-panel';
import { renewFailedChunks } from '@/components/errors/lazy-with-retry';

interface BoundaryProps {
  /** The page's address: a new address is a new page, with a fresh chance to render. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  hasError: boolean;
  resetKey: string;
}

class PageBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    if (props.resetKey === state.resetKey) return null;
    return { error: null, hasError: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Page failed', error, info.componentStack);
  }

  override render() {
    return this.state.hasError ? (
      <PageError
        error={this.state.error}
        onRetry={() => {
          renewFailedChunks();
          this.setState({ error: null, hasError: false });
        }}
      />
    ) : (
      this.props.children
    );
  }
}

/** The page's boundary (router.tsx): the shell stays, the page explains what broke. */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <PageBoundary resetKey={pathname}>{children}</PageBoundary>;
}

function PageError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isChunkLoadError(error)) {
    return (
      <div role="alert" className="py-10 text-center">
        <h1 tabIndex={-1} className="text-xl font-semibold">
          <Trans>This page could not be loaded</Trans>
        </h1>
        <p className="mt-2 text-sm">
          <Trans>
            Its code did not download: the network may have dropped, or the explorer may have been
            updated (then reload to get the new version).
          </Trans>
        </p>
        <div className="mt-4 flex justify-center gap-4">
          <button type="button" className="underline" onClick={onRetry}>
            <Trans>Try again</Trans>
          </button>
          <button type="button" className="underline" onClick={() => window.location.reload()}>
            <Trans>Reload</Trans>
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="py-6">
      <h1 tabIndex={-1} className="mb-4 text-xl font-semibold">
        <Trans>Something went wrong on this page</Trans>
      </h1>
      <ErrorPanel error={error} />
    </div>
  );
}
