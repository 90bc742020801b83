import type { Post } from '@shared/api/posts';
import { postsCopy } from '@shared/ui-copy';
import { Skeleton } from '../../../../ui/Skeleton';
import { useViewer } from '../../../session/viewer-context';
import { CONNECTION_AVATARS_MAX } from '../../format/limits';
import { fullNameOf } from '../../format/names';
import type { PostContext } from '../../post-context';
import { AvatarStack } from '../AvatarStack';
import { useConnectionPeople } from './use-graph-people';

/** A new relationship (spec 3 §2.2, §4.1): the two people, as a stack of up to four avatars. */
export function ConnectionBody({ post, context }: { post: Post; context: PostContext }) {
  const viewer = useViewer();
  const { people, isLoading } = useConnectionPeople(post, context);
  const nameOf = (person: { userId: string; firstName?: string | null; lastName?: string | null }) =>
    person.userId === viewer.userId ? postsCopy.you : fullNameOf(person) || postsCopy.someone;
  // The viewer reads first: 'You and Grace started a relationship.'
  const [first, second] = [...people].sort(
    (a, b) => Number(b.userId === viewer.userId) - Number(a.userId === viewer.userId),
  );
  return (
    <div className="flex items-center gap-3 rounded-lg bg-slate-50 p-3 @max-sm:flex-col @max-sm:items-start">
      <AvatarStack people={people} max={CONNECTION_AVATARS_MAX} />
      {isLoading || !first ? (
        <Skeleton className="h-4 w-2/3" />
      ) : (
        <p className="min-w-0 break-words text-sm text-slate-800">
          {postsCopy.connection(nameOf(first), second ? nameOf(second) : postsCopy.someone)}
        </p>
      )}
    </div>
  );
}
