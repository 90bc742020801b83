import { z } from 'zod';
import { messages } from '../messages';

/** What a presigned URL may be used for (spec 1 §calls: `type`). */
export const FILE_URL_METHODS = ['GET', 'PUT', 'DELETE'] as const;
export type FileUrlMethod = (typeof FILE_URL_METHODS)[number];

export const FILE_KEY_MAX_BYTES = 1024;
const SEGMENT_MAX_BYTES = 255;
/**
 * One path segment: letters, marks, digits and dashes of any script, typographic quotes,
 * space and `._-()+,@=~!'&#[]`; never starting with a dot (no `.`, `..`, hidden names) nor
 * with or ending in a space. No `%`, `\`, `/`, NUL, controls, `?`, `:`, `"`, `<`, `>`, `*`, `|`.
 */
const SEGMENT = /^(?![. ])[\p{L}\p{M}\p{N}\p{Pd}\p{Pi}\p{Pf} ._()+,@=~!'&#[\]]+(?<! )$/u;

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/** True for a storage key the server accepts, e.g. `uploads/users/u1/posts/p1/original/CV (2).pdf`. */
export function isValidFileKey(key: string): boolean {
  if (!key || utf8Length(key) > FILE_KEY_MAX_BYTES) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment) && utf8Length(segment) <= SEGMENT_MAX_BYTES);
}

/** Each user may write only below this prefix (spec: "under a per-user path"). */
export function userUploadPrefix(userId: string): string {
  return `uploads/users/${userId}/`;
}

/** A MIME type with optional parameters, e.g. `application/pdf` or `text/csv; charset=utf-8`. */
const zContentType = z
  .string()
  .trim()
  .max(255)
  .regex(/^[\w.+-]+\/[\w.+-]+(\s*;\s*[\w.+-]+=("[^"\r\n]*"|[\w.+-]+))*$/, 'contentType: not a valid content type.');

/** `GET /api/utility/aws/presignedUrl` query; the answer's `data` is the URL. */
export const zPresignedUrlQuery = z.object({
  filepath: z
    .string({ error: messages.files.invalidPath })
    .refine(isValidFileKey, { message: messages.files.invalidPath }),
  /** Accepted for the client's sake; the server has one configured bucket. */
  bucket: z.string().trim().max(255).optional(),
  type: z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), z.enum(FILE_URL_METHODS).default('PUT')),
  acl: z.literal('private').optional(),
  contentType: zContentType.optional(),
});
export type PresignedUrlQuery = z.infer<typeof zPresignedUrlQuery>;
export type PresignedUrlAnswer = string;

/** What a PUT to a local signed URL answers. */
export type StoredFileAnswer = { key: string; size: number };
