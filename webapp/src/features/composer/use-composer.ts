import type { Post } from '@shared/api/posts';
import { useMemo } from 'react';
import { useComposerStore } from './composer-store';
import type { ComposerAudience, OpenComposerOptions } from './composer-types';

/**
 * Opens the share drawer from anywhere: `open({ mode, audience })` for the share card,
 * `openEdit(post)` and `openReshare(post, audience?)` for a post card's menu.
 */
export function useComposer() {
  const openComposer = useComposerStore((state) => state.open);
  return useMemo(
    () => ({
      open: (options: OpenComposerOptions) => openComposer(options),
      openEdit: (post: Post) => openComposer({ mode: 'share', editPost: post }),
      openReshare: (post: Post, audience?: ComposerAudience) =>
        openComposer({ mode: 'share', resharePost: post, audience }),
    }),
    [openComposer],
  );
}
