import { Trans } from '@lingui/react/macro';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { renewFailedChunks } from './lazy-with-retry';

export interface PanelBoundaryProps {
  /** Name of the panel, for the message. */
  name: string;
  children: ReactNode;
}

interface PanelBoundaryState {
  error: Error | null;
}

/** Keeps a crash inside one panel from blanking the whole page. */
export class PanelBoundary extends Component<PanelBoundaryProps, PanelBoundaryState> {
  override state: PanelBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): PanelBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Panel "${this.props.name}" failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return (
        <div
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-950 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100"
        >
          <p className="font-semibold">
            <Trans>The {this.props.name} panel could not be shown.</Trans>
          </p>
          <p className="mt-1 break-words">{this.state.error.message}</p>
          <button
            type="button"
            className="mt-2 underline"
            onClick={() => {
              // A panel that failed because its code did not download downloads it again.
              renewFailedChunks();
              this.setState({ error: null });
            }}
          >
            <Trans>Try again</Trans>
          </button>
        </div>
      );
    }
    return this.props.children;
  }
}
