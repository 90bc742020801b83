import type { Post } from '@shared/api/posts';
import { peopleCopy, postsCopy } from '@shared/ui-copy';
import { UserPlus } from 'lucide-react';
import { Button } from '../../../../ui/Button';
import { Skeleton } from '../../../../ui/Skeleton';
import { useConnectPerson } from '../../../people/connection/use-connect';
import { usePairingStatus } from '../../../people/connection/use-pairing-status';
import { useViewer } from '../../../session/viewer-context';
import { CONNECTION_AVATARS_MAX } from '../../format/limits';
import { fullNameOf } from '../../format/names';
import type { MetaPerson } from '../../format/post-meta';
import type { PostContext } from '../../post-context';
import { AvatarStack } from '../AvatarStack';
import { useConnectionPeople } from './use-graph-people';

const copy = peopleCopy.connection;

/**
 * A new relationship (spec 3 §2.2, §4.1, §6): the two people, as a stack of up to four
 * avatars, and a sentence that fits the pairing as the viewer sees it now. Connected: 'You and
 * Grace started a relationship.', no button. Asked by the viewer: 'Invitation sent!'. Asked of
 * the viewer (the invitee only): ACCEPT. No pairing (or a failed lookup): CONNECT. Never a
 * button for oneself.
 */
export function ConnectionBody({ post, context }: { post: Post; context: PostContext }) {
  const viewer = useViewer();
  const { people, isLoading } = useConnectionPeople(post, context);
  const nameOf = (person: MetaPerson) =>
    person.userId === viewer.userId ? postsCopy.you : fullNameOf(person) || postsCopy.someone;
  // The viewer reads first: 'You and Grace started a relationship.'
  const [first, second] = [...people].sort(
    (a, b) => Number(b.userId === viewer.userId) - Number(a.userId === viewer.userId),
  );
  const other = first?.userId === viewer.userId ? (second ?? null) : null;
  const status = usePairingStatus(other?.userId ?? null);
  const connect = useConnectPerson('connection-post');
  const isPending = isLoading || !first || (other !== null && status.isPending);
  const current = other ? (status.data?.status ?? 'undefined') : 'connected';
  const otherName = other ? fullNameOf(other) || postsCopy.someone : '';
  const otherFirst = other?.firstName || otherName;
  const action = current === 'invited-to-connect' ? copy.accept : current === 'undefined' ? copy.connect : null;
  return (
    <div className="flex items-center gap-3 rounded-lg bg-slate-50 p-3 @max-sm:flex-col @max-sm:items-start">
      <AvatarStack people={people} max={CONNECTION_AVATARS_MAX} />
      {isPending ? (
        <Skeleton className="h-4 w-2/3" />
      ) : (
        <p className="min-w-0 flex-1 break-words text-sm text-slate-800">
          {current === 'connected' ? (
            postsCopy.connection(nameOf(first), second ? nameOf(second) : postsCopy.someone)
          ) : current === 'requested' ? (
            <>
              <span className="font-semibold text-slate-900">{copy.invitationSent}</span> {copy.sentText(otherFirst)}
            </>
          ) : current === 'invited-to-connect' ? (
            copy.acceptText(otherName)
          ) : (
            copy.connectText(otherName)
          )}
        </p>
      )}
      {!isPending && other && action ? (
        <Button
          size="sm"
          icon={UserPlus}
          isLoading={connect.isPending}
          onClick={() =>
            connect.mutate({
              userId: other.userId,
              firstName: other.firstName ?? '',
              lastName: other.lastName ?? '',
              avatar: other.avatar ?? null,
            })
          }
          aria-label={`${action}: ${otherName}`}
        >
          {action}
        </Button>
      ) : null}
    </div>
  );
}
