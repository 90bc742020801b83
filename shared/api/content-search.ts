import { z } from 'zod';
import { messages } from '../messages';
import { SEARCH_TERM_MAX } from '../rules';
import { zCleanId } from './profiles';

/**
 * GET /api/search/messages?userId&term&skip&limit (issue 39): chats, posts, comments, file
 * names, document text and jobs the viewer may read now, best match first (bm25 on SQLite,
 * ts_rank on PostgreSQL, among the newest 500 matches of each kind), the newer first among
 * equals; without words, newest first. The box groups them by place in that order. `term` is the box's
 * text with its filters (shared/search/query.ts). `data.count` counts at most
 * MESSAGE_SEARCH_MAX_COUNT matches ("More than 500" past that); `skip` stays below it.
 */
export const MESSAGE_SEARCH_PAGE = 20;
export const MESSAGE_SEARCH_MAX_COUNT = 500;

export const zMessageSearchQuery = z.object({
  userId: zCleanId,
  term: z
    .string()
    .trim()
    .max(SEARCH_TERM_MAX, messages.search.termTooLong)
    .refine((t) => !/\p{Cc}/u.test(t.replace(/[\t\n\r]/g, ' ')), messages.generic.invalidInput),
  skip: z.coerce
    .number()
    .int()
    .min(0)
    .max(MESSAGE_SEARCH_MAX_COUNT - 1)
    .default(0),
  limit: z.coerce.number().int().min(1).max(50).default(MESSAGE_SEARCH_PAGE),
});
export type MessageSearchQuery = z.infer<typeof zMessageSearchQuery>;

/** `[start, end)` in UTF-16 code units of the text beside it: the matched words. */
export type Highlight = [number, number];
export type MarkedText = { text: string; highlights: Highlight[] };

/** Where a result lives: its group or relationship, the home feed, or the jobs board. */
export type MessagePlace =
  | { kind: 'group'; id: string; name: string }
  | { kind: 'relationship'; id: string; name: string }
  | { kind: 'home'; id: null; name: string }
  | { kind: 'jobs'; id: null; name: string };

export type MessageSearchRow = {
  kind: 'post' | 'chat' | 'comment' | 'job';
  /** The post, comment or job id. */
  id: string;
  postId: string | null;
  commentId: string | null;
  jobId: string | null;
  author: { userId: string; firstName: string; lastName: string; avatar: string | null } | null;
  createdAt: string;
  place: MessagePlace;
  /** Where opening it goes: the message in its timeline (the deep links notifications use). */
  url: string;
  /** The title of a post or job, when it has one. */
  title: MarkedText | null;
  /** A passage of the text around the first match. */
  snippet: MarkedText;
  /** The post's files, those whose name or text matched first. */
  files: MarkedText[];
};
