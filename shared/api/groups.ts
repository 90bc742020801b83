import { z } from 'zod';
import { messages } from '../messages';
import { GROUP_NAME_MAX, GROUP_NAME_MIN } from '../rules';
import { zId, zPaging } from './envelope';
import { zNonRegisteredInvitee } from './invitations';
export { groupEvents } from '../events';

/** Groups: create, members (admins add and remove), leave, last viewed, unread, My Groups. */
export const zGroupName = z
  .string()
  .trim()
  .min(GROUP_NAME_MIN, messages.groups.nameTooShort)
  .max(GROUP_NAME_MAX, messages.groups.nameTooLong);

/** POST /api/group → `data: { groupId }`. Members are user ids; non-members are invited by e-mail. */
export const zCreateGroupBody = z.object({
  name: zGroupName,
  createdBy: zId,
  members: z.array(zId).max(500).default([]),
  nonRegisteredUsers: z.array(zNonRegisteredInvitee).max(500).default([]),
});
export type CreateGroupBody = z.infer<typeof zCreateGroupBody>;
/**
 * POST /api/group answers the created group, as GET /api/group/id would (spec 2 §7), and
 * `invitedUserIds`: the members named who are not the creator's relationships, invited
 * rather than added (membership by consent).
 */
export type GroupCreated = GroupDetails & { invitedUserIds?: string[] };

export const GROUP_ROLES = ['admin', 'member'] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];

/** One row of GET /api/group/members. title and company come from the member's company, when known. */
export type GroupMember = {
  userId: string;
  role: GroupRole;
  firstName: string;
  lastName: string;
  /** Members of one group see each other's e-mail only where the profile rules allow: null otherwise. */
  email: string | null;
  avatar: string | null;
  title: string | null;
  company: string | null;
  headline: string | null;
  joinedAt: string;
};

/** GET /api/group/members?groupId&limit (-1: all), members only. */
export const zGroupMembersQuery = z.object({
  groupId: zId,
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(-1).max(1000).default(-1),
});

/**
 * POST /api/group/members (admins only) → `data: { groupId, userIds, invitedUserIds }`: the
 * admin's relationships newly added, and the others newly invited (they join by accepting).
 */
export const zAddGroupMembersBody = z.object({
  groupId: zId,
  userIds: z.array(zId).min(1).max(500),
  addedBy: zId,
});
export type GroupMembersAdded = { groupId: string; userIds: string[]; invitedUserIds?: string[] };

/**
 * GET /api/group/invitations: the actor's pending invitations to groups, newest first. The
 * invitee sees who invited them and the group's name, nothing else of the group.
 */
export type GroupInvitation = {
  invitationId: string;
  groupId: string;
  groupName: string;
  invitedBy: { userId: string; firstName: string; lastName: string; avatar: string | null };
  createdAt: string;
};
/** POST /api/group/invitation/accept and /decline: the invitee answers their own invitation. */
export const zGroupInvitationBody = z.object({ invitationId: zId });
/** Accepting answers the group now joined; declining answers `{ groupId: null }` and leaves nothing behind. */
export type GroupInvitationAnswered = { invitationId: string; groupId: string | null };

/** DELETE /api/group/member (body): leave (yourself) or remove (admins). */
export const zRemoveGroupMemberBody = z.object({ userId: zId, groupId: zId });
export type GroupMemberRemoved = {
  groupId: string;
  userId: string;
  /** The actor removed themselves. */
  left: boolean;
  /** The last member left: the group is gone. */
  groupDeleted: boolean;
  /** Set when the last admin left and the longest-standing member became admin. */
  newAdminId: string | null;
};

/**
 * GET /api/group/users?userIds[]=..: the group whose members are exactly these plus the actor,
 * in the list envelope (`results` holds it, or nothing).
 */
export const zGroupForUsersQuery = z.object({
  userIds: z.preprocess((v) => (typeof v === 'string' ? [v] : v), z.array(zId).min(1).max(500)),
});
export type GroupForUsers = { groupId: string; name: string } | null;
export type GroupForUsersList = { results: { groupId: string; name: string }[]; count: number };

/** GET /api/group/id?groupId (members only). */
export const zGroupIdQuery = z.object({ groupId: zId });
export type GroupDetails = {
  groupId: string;
  name: string;
  createdBy: string;
  createdAt: string;
  lastActivityAt: string;
  membersCount: number;
  isAdmin: boolean;
  /** Set when the group is a job's applicant workspace (owner + applicant): it opens at /jobs/{jobId}/applicants/{groupId}. */
  jobId: string | null;
};

/** GET /api/groups?skip&limit: the actor's groups (My Groups tab), newest activity first. */
export const zMyGroupsQuery = zPaging;
/**
 * GET /api/user/groups/recent?userId&limit&skip&orderby (spec 3 §7): the same rows as
 * /api/groups, most recently active first; `orderby` is accepted and that order kept.
 */
export const zRecentGroupsQuery = zPaging.extend({ userId: zId, orderby: z.string().max(100).optional() });
export type GroupRow = {
  groupId: string;
  name: string;
  createdBy: string;
  memberCount: number;
  isAdmin: boolean;
  lastActivityAt: string;
  unread: boolean;
  /** Set when the group is a job's applicant workspace: it opens at /jobs/{jobId}/applicants/{groupId}. */
  jobId: string | null;
};

/** GET and POST /api/group/lastViewed: userId is the actor. */
export const zGroupLastViewedQuery = z.object({ groupId: zId, userId: zId });
export const zGroupLastViewedBody = zGroupLastViewedQuery;

/** GET /api/group/user/unread?userId&limit → results of `{ groupId }`. */
export type UnreadGroup = { groupId: string };
