export interface GroupTable {
  id: string;
  name: string;
  createdBy: string;
  createdAt: string;
  lastActivityAt: string;
}

export interface GroupMemberTable {
  groupId: string;
  userId: string;
  role: 'admin' | 'member';
  joinedAt: string;
}

/** A pending invitation to a group: the invitee becomes a member only by accepting it. */
export interface GroupInvitationTable {
  id: string;
  groupId: string;
  userId: string;
  invitedBy: string;
  createdAt: string;
}

/** When a member last viewed a group. */
export interface GroupViewTable {
  groupId: string;
  userId: string;
  viewedAt: string;
}

/** Groups and their members (features/groups). */
export interface GroupsTables {
  groups: GroupTable;
  group_member: GroupMemberTable;
  group_view: GroupViewTable;
  group_invitation: GroupInvitationTable;
}
