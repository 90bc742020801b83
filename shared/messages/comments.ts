/** Comments and replies (spec 3 §8). */
export const commentsMessages = {
  notFound: 'This reply was deleted by the author.',
  authorOnly: 'Only the author of a comment can change it.',
  deleted: 'Comment has been deleted successfully.',
} as const;
