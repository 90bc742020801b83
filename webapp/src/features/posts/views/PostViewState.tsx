import { messages } from '@shared/messages';
import { postViewsCopy } from '@shared/ui-copy';
import { FileQuestion, Lock, Trash2 } from 'lucide-react';
import { EmptyState, ErrorState, Spinner } from '../../../ui';
import type { PostViewOutcome } from './post-view-outcome';

export type PostViewStateProps = {
  outcome: Exclude<PostViewOutcome, { kind: 'ready' }>;
  loadingLabel: string;
  onRetry: () => void;
  isRetrying: boolean;
  size?: 'sm' | 'md';
};

const copy = postViewsCopy.fullScreen;

/**
 * Everything a post view shows instead of the post (spec 3 §2.2, §6): the loading spinner,
 * the 'Content Restricted' notices for a post not shared with the viewer or deleted by its
 * owner, 'NO POST', and a failed load with a retry.
 */
export function PostViewState({ outcome, loadingLabel, onRetry, isRetrying, size = 'md' }: PostViewStateProps) {
  switch (outcome.kind) {
    case 'loading':
      return (
        <div className="flex justify-center py-16 text-slate-500">
          <Spinner size="lg" label={loadingLabel} />
        </div>
      );
    case 'restricted':
      return (
        <div role="alert">
          <EmptyState icon={Lock} title={copy.restrictedTitle} text={messages.posts.restricted} size={size} />
        </div>
      );
    case 'deleted':
      return (
        <div role="alert">
          <EmptyState
            icon={Trash2}
            title={copy.restrictedTitle}
            text={outcome.item === 'message' ? messages.chat.deletedNotice : messages.posts.deleted}
            size={size}
          />
        </div>
      );
    case 'notFound':
      return <EmptyState icon={FileQuestion} title={messages.posts.notFound} size={size} />;
    case 'failed':
      return <ErrorState message={copy.loadError} onRetry={onRetry} isRetrying={isRetrying} size={size} />;
  }
}
