import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorPanel } from './error-panel';

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
    return this.state.hasError ? <PageError error={this.state.error} /> : this.props.children;
  }
}

/** The route-level boundary: the shell stays, the page explains what broke. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <PageBoundary resetKey={pathname}>{children}</PageBoundary>;
}

function PageError({ error }: { error: unknown }) {
  const isChunkError =
    error instanceof Error &&
    /dynamically imported module|Importing a module script/i.test(error.message);
  if (isChunkError) {
    return (
      <div role="alert" className="py-10 text-center">
        <h1 className="text-xl font-semibold">This page could not be loaded</h1>
        <p className="mt-2 text-sm">
          The explorer may have been updated. Reload to get the new version.
        </p>
        <button type="button" className="mt-4 underline" onClick={() => window.location.reload()}>
          Reload
        </button>
      </div>
    );
  }
  return (
    <div className="py-6">
      <h1 className="mb-4 text-xl font-semibold">Something went wrong on this page</h1>
      <ErrorPanel error={error} />
    </div>
  );
}
