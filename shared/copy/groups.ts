/** Groups: list rows, create-group drawer, members drawer (spec texts in messages.groups). */
export const groupsCopy = {
  list: {
    members: (count: number) => `${count} member${count === 1 ? '' : 's'}`,
    admin: 'Admin',
  },
  create: {
    title: 'Create a group',
    name: 'Group name',
    namePlaceholder: 'Enter group name',
    members: 'Members',
    membersHint: 'Pick people from your relationships, or type an email address to invite someone new.',
    membersPlaceholder: 'Add people by name or email',
    submit: 'CREATE GROUP',
    cancel: 'Cancel',
    created: (name: string) => `"${name}" was created.`,
  },
  members: {
    viewMembers: 'View Members',
    title: 'Members',
    admin: 'Admin',
    you: 'You',
    menu: (name: string) => `More actions for ${name}`,
    leaveGroup: 'Leave Group',
    remove: 'Remove',
    confirmLeaveText: (group: string) => `You will no longer see the posts and chat of "${group}".`,
    confirmRemoveTitle: 'Remove member',
    confirmRemoveText: (name: string, group: string) => `${name} will no longer see the posts and chat of "${group}".`,
    cancel: 'Cancel',
    /** The admins' Manage entry (spec 1 §2): add people from their relationships. */
    manage: 'Manage',
    manageDone: 'Done',
    addTitle: 'Add members',
    addHint: (productName: string) =>
      `Pick people from your relationships, or type the email address of someone already on ${productName}.`,
    addPlaceholder: 'Add people by name or email',
    add: 'ADD',
    added: (count: number) => `${count} member${count === 1 ? '' : 's'} added.`,
    alreadyMembers: 'Everyone you picked is already a member.',
    notOnProduct: (emails: readonly string[], productName: string) =>
      `${emails.join(', ')} ${emails.length === 1 ? 'is' : 'are'} not on ${productName} yet. Invite them from New Relationship first.`,
  },
  route: {
    timelineTitle: 'Your group timeline',
    timelineText: 'Posts, chat and files shared with the members of this group will appear here.',
    membersOnlyTitle: 'Group Content Only',
  },
} as const;
