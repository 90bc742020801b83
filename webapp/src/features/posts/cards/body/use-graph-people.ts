import type { PairingById } from '@shared/api/pairings';
import type { Post } from '@shared/api/posts';
import type { PublicUser } from '@shared/api/user';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../../lib/api-context';
import { fetchGroupMembers, groupKeys } from '../../../groups/groups-api';
import { useViewer } from '../../../session/viewer-context';
import { useUser } from '../../../users/use-user';
import { type MetaPerson, metaMembersOf, metaMembersTotalOf, metaPersonOf } from '../../format/post-meta';
import type { PostContext } from '../../post-context';

const sameInstant = (a: string, b: string) => Date.parse(a) === Date.parse(b);

/** Of the group's members, those a group post names: all but its author, or those who joined at its time. */
export function membersNamedBy<Member extends { userId: string; joinedAt: string }>(
  post: Post,
  members: readonly Member[],
): Member[] {
  return members.filter(
    (member) =>
      member.userId !== post.createdBy.userId &&
      (post.type === 'groupCreated' || sameInstant(member.joinedAt, post.createdAt)),
  );
}

/**
 * The members a group post names. The server writes no meta for them: a groupCreated post
 * names everyone but its author; a groupMembersAdded post the members who joined at its time.
 * A `members` meta entry, when present, wins (the server's read adds one: the first few, with
 * `membersTotal`). `total` counts them all.
 */
export function useGroupPostMembers(post: Post) {
  const api = useApiClient();
  const fromMeta = metaMembersOf(post);
  const groupId = post.groupId;
  const query = useQuery({
    queryKey: groupKeys.members(groupId ?? ''),
    queryFn: () => fetchGroupMembers(api, groupId as string),
    enabled: !fromMeta && Boolean(groupId),
  });
  if (fromMeta) return { members: fromMeta, total: metaMembersTotalOf(post) ?? fromMeta.length, isLoading: false };
  const named: MetaPerson[] = membersNamedBy(post, query.data ?? []);
  return { members: named, total: named.length, isLoading: query.isPending && Boolean(groupId) };
}

/**
 * The two people of a connection post: user1/user2 meta when present; otherwise its author
 * and the other person of the pairing (the relationship's other person, or looked up by id).
 */
export function useConnectionPeople(post: Post, context: PostContext) {
  const api = useApiClient();
  const viewer = useViewer();
  const meta = [metaPersonOf(post, 'user1'), metaPersonOf(post, 'user2')];
  const hasMeta = meta.every(Boolean);
  const knownOther = context.kind === 'relationship' ? context.otherUserId : null;
  const pairing = useQuery({
    queryKey: ['pairings', 'byId', post.pairingId ?? ''],
    queryFn: () => api.get<PairingById>('/api/pairing/id', { pairingId: post.pairingId as string }),
    enabled: !hasMeta && !knownOther && Boolean(post.pairingId),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const viewersOther = knownOther ?? pairing.data?.otherUserId ?? null;
  // The pair is the viewer and their other person; the one who is not the author is named second.
  const secondId = hasMeta ? null : post.createdBy.userId === viewer.userId ? viewersOther : viewer.userId;
  const second = useUser<PublicUser>(secondId && secondId !== viewer.userId ? secondId : null);
  if (hasMeta) return { people: meta as MetaPerson[], isLoading: false };
  const author: MetaPerson = post.createdBy;
  const secondPerson: MetaPerson | null = secondId === viewer.userId ? { ...viewer } : (second.data ?? null);
  return {
    people: secondPerson ? [author, secondPerson] : [author],
    isLoading: !secondPerson && (pairing.isLoading || second.isLoading),
  };
}
