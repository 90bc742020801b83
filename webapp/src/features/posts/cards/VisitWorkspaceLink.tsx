import type { Post } from '@shared/api/posts';
import { postsCopy } from '@shared/ui-copy';
import { ArrowUpRight } from 'lucide-react';
import { ButtonLink } from '../../../ui/ButtonLink';
import { groupPath, relationshipPath } from '../../shell/paths';
import type { PostContext } from '../post-context';

/** Where a post lives: its group's or relationship's workspace, or null for a post of neither. */
export function workspacePathOf(post: Pick<Post, 'groupId' | 'pairingId'>): string | null {
  if (post.groupId) return groupPath(post.groupId);
  if (post.pairingId) return relationshipPath(post.pairingId);
  return null;
}

/**
 * 'Visit this workspace' (spec 3 §2.3): a post of a group or relationship seen outside it (the
 * home feed, a notification's post) leads to its workspace, where its conversation goes on.
 * A relationship opens by its pairing id, as notification links do.
 */
export function VisitWorkspaceLink({ post, context }: { post: Post; context: PostContext }) {
  const path = context.kind === 'home' || context.kind === 'notification' ? workspacePathOf(post) : null;
  if (!path) return null;
  return (
    <ButtonLink to={path} variant="ghost" size="sm">
      <ArrowUpRight aria-hidden="true" className="size-4" />
      {postsCopy.visitWorkspace}
    </ButtonLink>
  );
}
