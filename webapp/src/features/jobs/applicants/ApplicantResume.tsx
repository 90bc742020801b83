import { jobsCopy } from '@shared/ui-copy';
import { PostCard, PostCardSkeleton } from '../../posts/cards/PostCard';
import { usePostDetail } from '../../posts/views/use-post-detail';

function ResumePost({ postId, groupId }: { postId: string; groupId: string }) {
  const post = usePostDetail(postId);
  if (post.isPending) return <PostCardSkeleton />;
  if (post.isError) return <p className="text-sm text-slate-600">{post.error.message}</p>;
  return <PostCard post={post.data} context={{ kind: 'group', groupId }} />;
}

/** The applicant's resume: their first post with files in the workspace, shown with the post viewers. */
export function ApplicantResume({ postId, groupId }: { postId: string | null; groupId: string }) {
  if (!postId) return <p className="text-sm text-slate-600">{jobsCopy.details.noResume}</p>;
  return <ResumePost postId={postId} groupId={groupId} />;
}
