import { TriangleAlert } from 'lucide-react';
import { uiCopy } from '@shared/ui-copy';
import { Button } from './Button';
import { EmptyState } from './EmptyState';

export type ErrorStateProps = {
  title?: string;
  message?: string;
  onRetry?: () => void;
  /** The retry button's label (Try again). */
  retryLabel?: string;
  isRetrying?: boolean;
  size?: 'sm' | 'md';
};

/** A failed load: what happened and a retry button. */
export function ErrorState({
  title = uiCopy.states.loadError,
  message,
  onRetry,
  retryLabel = uiCopy.states.retry,
  isRetrying = false,
  size = 'md',
}: ErrorStateProps) {
  return (
    <div role="alert">
      <EmptyState
        icon={TriangleAlert}
        title={title}
        text={message}
        size={size}
        tone="danger"
        action={
          onRetry ? (
            <Button variant="secondary" size="sm" onClick={onRetry} isLoading={isRetrying}>
              {retryLabel}
            </Button>
          ) : undefined
        }
      />
    </div>
  );
}
