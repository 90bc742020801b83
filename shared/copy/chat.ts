/** Chat box and chat messages (spec texts in messages.chat). Interface copy the spec does not give. */
const others = (count: number) => `${count} ${count === 1 ? 'other' : 'others'}`;

export const chatCopy = {
  boxLabel: (name: string) => `Chat with ${name}`,
  send: 'Send message',
  keyboardHint: 'Press Enter to send, Shift+Enter for a new line.',
  attach: 'Attach a file',
  removeFile: (name: string) => `Remove ${name}`,
  uploading: (percent: number) => `Uploading ${percent}%`,
  settings: 'Chat settings',
  readReceipts: 'Read receipts',
  readReceiptsText:
    "When off, people don't see when you've read their messages, and you don't see when they've read yours.",
  seen: 'Seen',
  seenAt: (time: string) => `Seen ${time}`,
  /** Up to 2 names, then 'and N others' (spec 3 §6 naming rule). */
  typing: (names: readonly string[], more: number) => {
    if (names.length === 0) return '';
    if (more > 0) return `${names.join(', ')} and ${others(more)} are typing…`;
    if (names.length === 1) return `${names[0]} is typing…`;
    return `${names.join(' and ')} are typing…`;
  },
  someone: 'Someone',
  edit: {
    label: 'Edit message',
    update: 'Update',
    cancel: 'Cancel',
  },
  /** Spec 2 §4: a chat written where no relationship is open waits for the next one opened. */
  pending: {
    title: 'Send a chat message',
    label: 'Chat message',
    placeholder: 'Write a chat message',
    keep: 'Send message',
    waiting: 'Waiting to be sent:',
    hint: 'Open a relationship: your message is sent to them as soon as you do.',
    discard: 'Discard message',
  },
  deleteTitle: 'Delete this message?',
  deleteText: 'The message, its replies and likes are removed for everyone in this conversation.',
  cancel: 'Cancel',
  delete: 'Delete',
} as const;
