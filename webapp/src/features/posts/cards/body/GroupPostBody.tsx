import type { Post } from '@shared/api/posts';
import { postsCopy } from '@shared/ui-copy';
import type { ReactNode } from 'react';
import { Skeleton } from '../../../../ui/Skeleton';
import { useViewer } from '../../../session/viewer-context';
import { GROUP_AVATARS_MAX } from '../../format/limits';
import { fullNameOf, namesWithOthers } from '../../format/names';
import { AvatarStack } from '../AvatarStack';
import { GroupMembersTooltip } from './GroupMembersTooltip';
import { useGroupPostMembers } from './use-graph-people';

/**
 * Group created and members added (spec 3 §2.2, §9): an avatar stack of up to five and the
 * first four names, then 'N others', whose tooltip names the rest (GroupMembersTooltip). The
 * viewer reads as 'You'.
 */
export function GroupPostBody({ post }: { post: Post }) {
  const viewer = useViewer();
  const { members, total, isLoading } = useGroupPostMembers(post);
  const nameOf = (person: { userId: string; firstName?: string | null; lastName?: string | null }) =>
    person.userId === viewer.userId ? postsCopy.you : fullNameOf(person) || postsCopy.someone;
  const author = nameOf(post.createdBy);
  const { shown, others } = namesWithOthers(members.map(nameOf), undefined, total);
  const sentence =
    post.type === 'groupCreated'
      ? postsCopy.groupCreated(author, shown, others)
      : postsCopy.membersAdded(author, shown, others);
  return (
    <div className="flex items-center gap-3 rounded-lg bg-slate-50 p-3 @max-sm:flex-col @max-sm:items-start">
      <AvatarStack people={[post.createdBy, ...members]} max={GROUP_AVATARS_MAX} total={total + 1} />
      {isLoading ? (
        <Skeleton className="h-4 w-2/3" />
      ) : (
        <p className="min-w-0 break-words text-sm text-slate-800">
          {others > 0 ? (
            <WithOthers
              sentence={sentence}
              others={
                <GroupMembersTooltip
                  post={post}
                  label={postsCopy.othersCount(others)}
                  namedIds={members.slice(0, shown.length).map((member) => member.userId)}
                />
              }
              label={postsCopy.othersCount(others)}
            />
          ) : (
            sentence
          )}
        </p>
      )}
    </div>
  );
}

/** The sentence with its 'N others' (the copy's last occurrence of `label`) replaced by `others`. */
function WithOthers({ sentence, label, others }: { sentence: string; label: string; others: ReactNode }) {
  const at = sentence.lastIndexOf(label);
  if (at < 0) return sentence;
  return (
    <>
      {sentence.slice(0, at)}
      {others}
      {sentence.slice(at + label.length)}
    </>
  );
}
