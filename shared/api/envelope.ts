import { z } from 'zod';

/** Every JSON answer of /api is one of these two shapes (spec README, decision 2). */
export type ApiSuccess<T> = { isSuccess: true; data: T };
export type ApiFailure = { isSuccess: false; message: string; issues?: ApiIssue[] };
export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;
export type ApiIssue = { path: string; message: string };

/** A list answer: `data: { results, count }`. */
export type ApiList<T> = { results: T[]; count: number };

/**
 * `missing=null` on a look-up whose 'not there' is an answer (not a member, no preview):
 * 200 with `data: null` instead of a 404, which a browser logs as a failed request.
 * Without it the look-up answers 404 as the spec says.
 */
export const zMissingAsNull = z.object({ missing: z.literal('null').optional() });

export const zPaging = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(-1).max(500).default(20),
});
export type Paging = z.infer<typeof zPaging>;

/** An id: PostgreSQL cannot compare text holding NUL (a 500 there), so it is refused as input. */
export const zId = z
  .string()
  .trim()
  .min(1)
  .max(128)
  .refine((value) => !value.includes('\u0000'));
