/** Post cards (spec 3 §2.2-§2.3; spec texts in messages.posts). Interface copy the spec does not give. */
const others = (count: number) => `${count} ${count === 1 ? 'other' : 'others'}`;

/** 'Ada', 'Ada and Grace', 'Ada, Grace and Alan', 'Ada, Grace, Alan, Edsger and 3 others'. */
function listNames(names: readonly string[], more = 0): string {
  const parts = more > 0 ? [...names, others(more)] : [...names];
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

export const postsCopy = {
  you: 'You',
  someone: 'Someone',
  pinned: 'Pinned',
  edited: '(Edited)',
  options: 'Post options',
  edit: 'Edit',
  delete: 'Delete',
  pin: 'Pin',
  unpin: 'Unpin',
  markUnread: 'Mark as unread',
  reshare: 'Reshare',
  viewThread: 'View Thread',
  /** Spec 3 §2.3: a post seen outside its group or relationship leads there. */
  visitWorkspace: 'Visit this workspace',
  showMore: 'show more',
  closeHighlight: 'Close',
  loading: 'Loading post',
  deleteTitle: 'Delete this post?',
  deleteText: 'The post, its comments and likes are removed for everyone it was shared with.',
  cancel: 'Cancel',
  groupCreated: (author: string, members: readonly string[], more: number) =>
    members.length ? `${author} created this group with ${listNames(members, more)}.` : `${author} created this group.`,
  membersAdded: (author: string, members: readonly string[], more: number) =>
    members.length ? `${author} added ${listNames(members, more)} to this group.` : `${author} added new members.`,
  /** The 'N others' of a group post's sentence; its tooltip names up to 12 of them, then 'and N others' (spec 3 §9). */
  othersCount: others,
  membersTooltipMore: (count: number) => `and ${others(count)}`,
  connection: (first: string, second: string) => `${first} and ${second} started a relationship.`,
  subscriptionActive: 'Thank you for subscribing to Meg, your AI Assistant.',
  subscriptionExpired:
    'Your subscription to Meg, your AI Assistant, has ended. Reactivate it to keep Meg answering for you.',
  meetingBy: (name: string) => `Meeting with ${name}`,
  schedule: 'Schedule a meeting',
  esignDocument: 'Signature document',
  reshared: 'Shared post',
  download: (name: string) => `Download ${name}`,
  openFile: (name: string) => `Open ${name}`,
  openImage: (name: string, position: number, total: number) => `Open image ${position} of ${total}: ${name}`,
  moreImages: (count: number) => `+ ${count}`,
  moreImagesLabel: (count: number) => `${count} more images`,
  video: 'Video',
  linkPreviewImage: 'Link preview',
  pages: (count: number) => (count === 1 ? '1 page' : `${count} pages`),
} as const;
