import { z } from 'zod';
import { messages } from '../messages';
import { FEEDBACK_FILES_MAX, FEEDBACK_IMPROVEMENTS_MAX, FEEDBACK_RATING_MAX, FEEDBACK_TEXT_MAX } from '../rules';
import { zId } from './envelope';
import { isValidFileKey } from './files';

/** Where a user's feedback attachments go: `uploads/users/{userId}/feedback/{uploadId}/{filename}`. */
export const feedbackFilePath = (userId: string, uploadId: string, filename: string) =>
  `uploads/users/${userId}/feedback/${uploadId}/${filename}`;
/** Matches a feedback attachment key: [1] the owner, [2] the upload folder. */
export const FEEDBACK_FILE_KEY = /^uploads\/users\/([^/]+)\/feedback\/([^/]+)\/[^/]+$/;

/** Empty text counts as not given (the form sends every field). */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** Spec 1 §3: the rating is sent as text, '0' to '10'. */
const zRating = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: messages.feedback.ratingMin })
    .int(messages.feedback.ratingMin)
    .min(0, messages.feedback.ratingMin)
    .max(FEEDBACK_RATING_MAX, messages.feedback.ratingMax)
    .optional(),
);

const zFeedbackAttachment = z.object({
  filename: z.string().trim().min(1).max(255),
  filepath: z
    .string()
    .refine((key) => isValidFileKey(key) && FEEDBACK_FILE_KEY.test(key), messages.feedback.attachmentPath),
  type: z.string().trim().max(255).optional(),
  createdBy: zId.optional(),
});
export type FeedbackAttachment = { filename: string; filepath: string; type: string; size: number };

/** `POST /api/feedback/app/user` (spec 1 §7): at least one of rating, feedback, improvements. */
export const zFeedbackCreate = z
  .object({
    userId: zId,
    createdBy: zId.optional(),
    rating: zRating,
    feedback: z.preprocess(
      blankToUndefined,
      z.string().max(FEEDBACK_TEXT_MAX, messages.feedback.feedbackMax).optional(),
    ),
    improvements: z.preprocess(
      blankToUndefined,
      z.string().max(FEEDBACK_IMPROVEMENTS_MAX, messages.feedback.improvementsMax).optional(),
    ),
    attachments: z.array(zFeedbackAttachment).max(FEEDBACK_FILES_MAX, messages.feedback.tooManyFiles).default([]),
  })
  .refine((body) => body.rating !== undefined || body.feedback !== undefined || body.improvements !== undefined, {
    message: messages.feedback.empty,
  });
export type FeedbackCreate = z.input<typeof zFeedbackCreate>;

/** One feedback as the support list shows it. */
export type Feedback = {
  feedbackId: string;
  userId: string;
  name: string;
  email: string;
  rating: number | null;
  feedback: string | null;
  improvements: string | null;
  attachments: FeedbackAttachment[];
  createdAt: string;
};

export const zFeedbackListQuery = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
