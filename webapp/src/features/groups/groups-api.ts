import type { ApiList } from '@shared/api/envelope';
import type {
  CreateGroupBody,
  GroupCreated,
  GroupDetails,
  GroupMember,
  GroupMemberRemoved,
  GroupMembersAdded,
  GroupRow,
  UnreadGroup,
} from '@shared/api/groups';
import { type ApiClient, isApiStatus } from '../../lib/api-client';
import { firstAnswer } from '../../lib/first-answers';

export type { GroupDetails, GroupMember, GroupRow } from '@shared/api/groups';

export const groupKeys = {
  all: ['groups'] as const,
  mine: (userId: string) => ['groups', 'mine', userId] as const,
  unread: (userId: string) => ['groups', 'unread', userId] as const,
  details: (groupId: string) => ['groups', 'details', groupId] as const,
  members: (groupId: string) => ['groups', 'members', groupId] as const,
};

/** One page of My Groups, newest activity first. A 404 means none yet. */
export async function fetchMyGroupsPage(api: ApiClient, skip: number, limit: number): Promise<ApiList<GroupRow>> {
  try {
    return await api.get<ApiList<GroupRow>>('/api/groups', { skip, limit });
  } catch (error) {
    if (isApiStatus(error, 404)) return { results: [], count: 0 };
    throw error;
  }
}

const unreadGroupsCall = (userId: string) => ['/api/group/user/unread', { userId, limit: -1 }] as const;

export async function fetchUnreadGroups(api: ApiClient, userId: string): Promise<UnreadGroup[]> {
  const page = await api.get<ApiList<UnreadGroup>>(...unreadGroupsCall(userId));
  return page?.results ?? [];
}

/** The page's answer for the viewer's unread groups (lib/first-answers.ts), or undefined. */
export function firstUnreadGroups(userId: string): UnreadGroup[] | undefined {
  return firstAnswer<ApiList<UnreadGroup>>(...unreadGroupsCall(userId))?.results;
}

export function fetchGroup(api: ApiClient, groupId: string): Promise<GroupDetails> {
  return api.get<GroupDetails>('/api/group/id', { groupId });
}

/** The page's answer for the group (lib/first-answers.ts), or undefined. */
export function firstGroup(groupId: string): GroupDetails | undefined {
  return firstAnswer<GroupDetails>('/api/group/id', { groupId });
}

export async function fetchGroupMembers(api: ApiClient, groupId: string): Promise<GroupMember[]> {
  const page = await api.get<ApiList<GroupMember>>('/api/group/members', { groupId, limit: -1 });
  return page?.results ?? [];
}

export function createGroup(api: ApiClient, body: CreateGroupBody): Promise<GroupCreated> {
  return api.post<GroupCreated>('/api/group', body);
}

/** Leave (oneself) or remove (admins): DELETE /api/group/member with a body. */
export function removeGroupMember(api: ApiClient, groupId: string, userId: string): Promise<GroupMemberRemoved> {
  return api.delete<GroupMemberRemoved>('/api/group/member', { groupId, userId });
}

/** Admins add members: POST /api/group/members (answers the ones newly added). */
export function addGroupMembers(
  api: ApiClient,
  body: { groupId: string; userIds: string[]; addedBy: string },
): Promise<GroupMembersAdded> {
  return api.post<GroupMembersAdded>('/api/group/members', body);
}
