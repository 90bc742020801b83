/** Chat box and chat messages (spec 2 §2, §5, §8; spec 3 §5, §8). */
export const chatMessages = {
  placeholder: (name: string) => `Send a chat message to ${name}`,
  dropZone: 'Drop your file here',
  sendFailed: 'Failed to send chat message!',
  copyFilesFirst: 'Copy some files first!',
  tooManyFiles: 'Not more than 1 files are allowed!',
  editPlaceholder: 'Send a message',
  updated: 'Message has been updated successfully.',
  updateFailed: 'Failed to update Message!',
  deleted: 'Message has been deleted successfully.',
  deleteFailed: 'Something Went Wrong, While Deleting your message.',
  /** The delete notice (spec 3 §1) for a link to a deleted chat message; also the 410's message. */
  deletedNotice: 'This message has been deleted',
} as const;
