import { messages } from '@shared/messages';
import {
  FEEDBACK_FILE_MAX_BYTES,
  FEEDBACK_FILES_MAX,
  FEEDBACK_IMPROVEMENTS_MAX,
  FEEDBACK_RATING_MAX,
  FEEDBACK_TEXT_MAX,
} from '@shared/rules';

export type FeedbackFields = { rating: number | null; feedback: string; improvements: string };
export type FeedbackErrors = Partial<Record<keyof FeedbackFields | 'attachments', string>>;

/** Submit stays disabled until one of the three is filled (spec 1 §5). */
export const hasContent = (fields: FeedbackFields) =>
  fields.rating !== null || fields.feedback.trim() !== '' || fields.improvements.trim() !== '';

/** The spec's message for each field that breaks its rule (spec 1 §5). */
export function feedbackErrors(fields: FeedbackFields): FeedbackErrors {
  const errors: FeedbackErrors = {};
  if (fields.rating !== null && fields.rating < 0) errors.rating = messages.feedback.ratingMin;
  if (fields.rating !== null && fields.rating > FEEDBACK_RATING_MAX) errors.rating = messages.feedback.ratingMax;
  if (fields.feedback.length > FEEDBACK_TEXT_MAX) errors.feedback = messages.feedback.feedbackMax;
  if (fields.improvements.length > FEEDBACK_IMPROVEMENTS_MAX) errors.improvements = messages.feedback.improvementsMax;
  return errors;
}

/**
 * Adds picked files to those chosen: files over 10 MB are left out, and no more than five are
 * kept; `error` is the spec's message for what was left out (the count wins).
 */
export function addAttachments(
  chosen: readonly File[],
  picked: readonly File[],
): { files: File[]; error: string | null } {
  const known = new Set(chosen.map((file) => file.name));
  const fresh = picked.filter((file) => !known.has(file.name));
  const small = fresh.filter((file) => file.size <= FEEDBACK_FILE_MAX_BYTES);
  const room = FEEDBACK_FILES_MAX - chosen.length;
  const files = [...chosen, ...small.slice(0, Math.max(0, room))];
  if (small.length > room) return { files, error: messages.feedback.tooManyFiles };
  if (small.length < fresh.length) return { files, error: messages.feedback.fileTooBig };
  return { files, error: null };
}
