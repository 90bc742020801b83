/** Groups (spec 1 §2, §8; spec 2 §5). */
export const groupsMessages = {
  nameTooShort: 'Group name should be atleast 3 characters long',
  nameTooLong: 'Group name should be at most 250 characters long',
  left: (group: string) => `You've left the "${group}" group!`,
  removed: (group: string) => `${group} removed successfully.`,
  removeFailed: 'Something Went Wrong, While removing the member.',
  notFound: 'This group does not exist.',
  adminsOnly: 'Only a group admin can do that.',
  memberNotFound: 'This person is not a member of this group.',
  /** The 'Group Content Only' page (spec 3 §1): the 403 of a group's details for a non-member. */
  membersOnly: (creator: string) =>
    `This content is only available to members of this group. Contact ${creator}, the group's administrator, to be added back.`,
  administrator: 'its creator',
  /** Membership by consent (issue 33): the invitee's list of invitations to groups. */
  invitationGone: 'This invitation is no longer open.',
  invitationsTitle: 'Group invitations',
  invitedYou: (inviter: string, group: string) => `${inviter} invited you to join "${group}"`,
  accept: 'Accept',
  decline: 'Decline',
  joined: (group: string) => `You joined "${group}".`,
  declined: 'Invitation declined.',
  /** The creator or admin learns that the people they named who are not their relationships were invited. */
  invitedCount: (n: number) =>
    n === 1 ? '1 person was invited and joins on accepting.' : `${n} people were invited and join on accepting.`,
} as const;
