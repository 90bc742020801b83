import { z } from 'zod';
import { knowledgePrefix } from '../knowledge';
import { messages } from '../messages';
import { zId } from './envelope';
import { isValidFileKey } from './files';
export * from '../knowledge';

/**
 * The assistant's knowledge base (spec 2 §2 train drawer, §5, §7). Uploading a file:
 * 1. `GET /api/utility/aws/presignedUrl?filepath={knowledgeFileKey(...)}&type=PUT&contentType=..`
 *    (the spec's call) and PUT the bytes to the URL (XHR: the upload percentage is real);
 * 2. `POST /api/knowledge/files` `{ userId, filepath }` registers it: the server checks the
 *    type, size and count (refused → the spec's message, the stored bytes are removed), answers
 *    the KnowledgeFile with status `uploaded`, and reads it on the queue; each step arrives as
 *    `knowledge.file.progress` on the owner's user channel.
 * `GET /api/knowledge/files?term&skip&limit` lists (name search), `GET /api/knowledge/files/{fileId}`
 * reads one, `DELETE /api/knowledge/files/{fileId}` removes a file and its passages,
 * `GET /api/knowledge/search?q&limit` finds passages in the caller's own files.
 */
export const zKnowledgeRegister = z.object({
  userId: zId.optional(),
  filepath: z
    .string({ error: messages.files.invalidPath })
    .refine(isValidFileKey, { message: messages.files.invalidPath }),
});
export type KnowledgeRegister = z.infer<typeof zKnowledgeRegister>;

/** True when the key is `{uploadId}/{name}` inside the user's knowledge folder. */
export function isOwnKnowledgeKey(userId: string, key: string): boolean {
  return key.startsWith(knowledgePrefix(userId)) && key.slice(knowledgePrefix(userId).length).split('/').length === 2;
}

export const zKnowledgeListQuery = z.object({
  userId: zId.optional(),
  /** Matches file names, case-insensitive. */
  term: z.string().trim().max(200).default(''),
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type KnowledgeListQuery = z.infer<typeof zKnowledgeListQuery>;

export const zKnowledgeSearchQuery = z.object({
  q: z.string({ error: messages.knowledge.searchRequired }).trim().min(1, messages.knowledge.searchRequired).max(500),
  limit: z.coerce.number().int().min(1).max(20).default(5),
});
export type KnowledgeSearchQuery = z.infer<typeof zKnowledgeSearchQuery>;

/** The queue job that writes an applicant's AI summary (jobs enqueues it on submit; knowledge runs it). */
export const APPLICANT_SUMMARY_JOB = 'knowledge.applicant-summary';
export type ApplicantSummaryJob = { jobId: string; userId: string };
