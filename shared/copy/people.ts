/**
 * People: the relationship sidebar, search dropdown, start-a-new-relationship drawer, invite
 * dialog, CSV import, connection card and congratulations dialog. The spec's own texts for
 * these parts are in messages.people, messages.search and messages.csv.
 */
export const peopleCopy = {
  list: {
    rowMenu: (name: string) => `More actions for ${name}`,
    removeRelationship: 'Remove Relationship',
    assistantBadge: 'Your AI Assistant',
    testPersonaBadge: 'Test persona',
    pending: 'Pending',
    wantsToConnect: 'Wants to connect',
    unread: 'unread',
    loadingMore: 'Loading more',
  },
  remove: {
    title: 'Remove Relationship',
    text: (name: string) =>
      `${name} will be removed from your relationships and your private workspace closes for both of you.`,
    confirm: 'REMOVE',
    cancel: 'Cancel',
    done: (name: string) => `${name} was removed from your relationships.`,
  },
  search: {
    resultsLabel: 'Search results',
    people: 'People',
    groups: 'Groups',
    connect: 'CONNECT',
    /** The e-mail card's button, named as its hint names it. */
    connectEmail: 'Connect',
    pending: 'PENDING',
    noGroups: 'None of your groups match this name.',
    searching: 'Searching…',
  },
  recipients: {
    label: 'To:',
    placeholder: 'Add anyone by name or email',
    remove: (label: string) => `Remove ${label}`,
    suggestions: 'Suggestions',
    phoneNotEmail: 'Invitations go out by email: enter their email address instead of a phone number.',
  },
  newRelationship: {
    helpText:
      'Add people by name or email. Members receive a connection request; anyone else receives an email inviting them to join you.',
    dismissHelp: 'Dismiss help',
    message: 'Invitation message',
    connect: 'CONNECT',
    uploadCsv: 'Upload Contacts from CSV',
    proTip: 'Pro Tip',
    proTipText:
      'Keep your CRM and your relationships in step: export your contacts from your CRM as a CSV file and upload them here, or ask about a direct CRM integration under Enterprise Solutions.',
    peopleSearch: 'People Search',
  },
  inviteDialog: {
    title: 'Invite to connect',
    text: (email: string, product: string) =>
      `${email} is not on ${product} yet. Send an invitation to join and connect with you.`,
    email: 'Email',
    firstName: 'First name',
    lastName: 'Last name',
    send: 'SEND INVITATION',
    cancel: 'Cancel',
  },
  csv: {
    intro: 'Invite many people at once: every row of the file receives your invitation by email.',
    groupLabel: 'Add contacts to a group (optional)',
    groupPlaceholder: 'Enter group name',
    clearGroup: 'Clear group',
    template: 'Sample CSV Template',
    templateHint: 'Columns in order: Email, First Name, Last Name, Company, Title.',
    choose: 'CHOOSE CSV FILE WITH CONTACTS',
    removeFile: 'Remove file',
    upload: 'UPLOAD & SEND INVITATIONS',
    preview: 'First row of your file',
    uploading: 'Uploading',
    batchesNote:
      'Invitations go out in small batches over time, so large lists may span multiple days before everyone has received theirs.',
    sending: 'Sending invitations',
    progress: (sent: number, total: number) => `${sent} of ${total} invitations sent`,
    skipped: (count: number) => `${count} row${count === 1 ? '' : 's'} left out`,
    rejectedLink: 'Download the rows left out',
    finished: 'All invitations have been sent.',
    done: 'DONE',
  },
  /** The drawer's People Search: 30 people, then 10 more at a time (spec 1 §9). */
  peopleSearch: { more: 'Show more people' },
  connection: {
    connect: 'CONNECT',
    accept: 'ACCEPT',
    pending: 'PENDING',
    invitationSent: 'Invitation sent!',
    connected: (name: string) => `You and ${name} are connected`,
    connectText: (name: string) => `Connect with ${name} to open a private workspace for the two of you.`,
    acceptText: (name: string) => `${name} would like to connect with you.`,
    sentText: (name: string) => `${name} will see your request and can accept it.`,
    loading: 'Checking the connection',
  },
  congratulations: {
    title: 'Congratulations!',
    text: (name: string) => `You and ${name} are now connected. Your private workspace is ready.`,
    groupText: (name: string, group: string) =>
      `You and ${name} are now connected, and you are a member of "${group}".`,
    continue: 'CONTINUE',
    visitGroup: 'VISIT GROUP WORKSPACE',
    visitWorkspaceWith: (firstName: string) => `VISIT WORKSPACE WITH ${firstName.toUpperCase()}`,
  },
  relationship: {
    viewProfile: 'View Profile',
    timelineTitle: 'Your shared timeline',
    timelineText: 'Posts, chat, files and meetings between the two of you will appear here.',
  },
} as const;
