import { Component, type ErrorInfo, type ReactNode } from 'react';
import { uiCopy } from '@shared/ui-copy';
import { ErrorState } from './ErrorState';

type Props = {
  children: ReactNode;
  /** Rendering starts afresh when this changes (the route's path): another screen is not the broken one. */
  resetKey?: string;
  /** Whole page (the app's outer frame) or a screen inside the shell. */
  size?: 'page' | 'screen';
};

type State = { error: unknown; resetKey: string | undefined };

/**
 * A screen that throws while rendering, or whose code failed to download, shows what happened
 * and a way on, instead of React unmounting the whole app into a blank page. A failed download
 * (a new deployment replaced the chunk, or the connection dropped) asks for a reload: React
 * keeps a lazy component's failure, so only a new page loads it again.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('render failed') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A screen failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const failedDownload = isChunkLoadError(error);
    const panel = (
      <ErrorState
        title={failedDownload ? uiCopy.states.updatedError : uiCopy.states.screenError}
        message={failedDownload ? uiCopy.states.updatedErrorHint : uiCopy.states.screenErrorHint}
        retryLabel={failedDownload ? uiCopy.states.reload : uiCopy.states.retry}
        onRetry={() => (failedDownload ? window.location.reload() : this.setState({ error: null }))}
      />
    );
    return this.props.size === 'page' ? (
      <main className="flex min-h-dvh items-center justify-center bg-slate-50 p-4">{panel}</main>
    ) : (
      <div className="rounded-lg border border-slate-200 bg-white">{panel}</div>
    );
  }
}

/** A dynamic import that did not load (Chromium, Firefox and Safari word it differently). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(
    message,
  );
}
