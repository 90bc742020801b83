import {
  MESSAGE_SEARCH_MAX_COUNT,
  type MarkedText,
  type MessagePlace,
  type MessageSearchQuery,
  type MessageSearchRow,
} from '@shared/api/content-search';
import { hasFilters, parseSearchQuery } from '@shared/search/query';
import type { SessionUser } from '../../http/app-env';
import type { Services } from '../../services';
import { byRelevance, contentRepo, type PageParts } from './content-repo';
import { marked, snippet } from './highlight';
import { contentWords } from './search-terms';

type Found = { results: MessageSearchRow[]; count: number };
type Entry =
  | { kind: 'message'; postId: string; commentId: string | null; at: string; score: number }
  | { kind: 'job'; jobId: string; at: string; score: number };

const HOME: MessagePlace = { kind: 'home', id: null, name: 'Home' };
const JOBS: MessagePlace = { kind: 'jobs', id: null, name: 'Jobs' };

/**
 * GET /api/search/messages (issue 39): the viewer's readable posts, chats, comments, files and
 * jobs that match, best match first (the newer among equals), each with where it lives (for grouping), the link that opens
 * it in its timeline, and its matched words as offsets.
 */
export function contentSearchService(services: Services) {
  const repo = contentRepo(services.db, services.dialect);

  async function search(viewer: SessionUser, q: MessageSearchQuery): Promise<Found> {
    const parsed = parseSearchQuery(q.term);
    const words = contentWords(parsed.text);
    if (!words.length && !hasFilters(parsed.filters)) return { results: [], count: 0 };
    const query = { viewerId: viewer.id, words, filters: parsed.filters, cap: MESSAGE_SEARCH_MAX_COUNT };
    const [messages, jobs] = await Promise.all([repo.messages(query), repo.jobs(query)]);
    const all: Entry[] = [
      ...messages.map((m) => ({ kind: 'message' as const, ...m })),
      ...jobs.map((j) => ({ kind: 'job' as const, ...j })),
    ].sort(byRelevance);
    const page = all.slice(q.skip, q.skip + q.limit);
    const messagesOnPage = page.filter((e) => e.kind === 'message');
    const parts = await repo.pageParts(
      viewer.id,
      [...new Set(messagesOnPage.map((e) => e.postId))],
      messagesOnPage.flatMap((e) => (e.commentId ? [e.commentId] : [])),
      page.flatMap((e) => (e.kind === 'job' ? [e.jobId] : [])),
    );
    const results = page.flatMap((entry) => {
      const row = toRow(viewer.id, entry, parts, words);
      return row ? [row] : [];
    });
    return { results, count: Math.min(all.length, MESSAGE_SEARCH_MAX_COUNT) };
  }

  return { search };
}

function toRow(viewerId: string, entry: Entry, parts: PageParts, words: string[]): MessageSearchRow | null {
  const authorOf = (userId: string) => {
    const a = parts.authors.find((u) => u.id === userId);
    return a ? { userId: a.id, firstName: a.firstName, lastName: a.lastName, avatar: a.avatar } : null;
  };
  if (entry.kind === 'job') {
    const job = parts.jobs.find((j) => j.id === entry.jobId);
    if (!job) return null;
    const url =
      job.createdBy === viewerId ? `/jobs/${encodeURIComponent(job.id)}` : `/job/${encodeURIComponent(job.id)}`;
    return {
      kind: 'job',
      id: job.id,
      postId: null,
      commentId: null,
      jobId: job.id,
      author: authorOf(job.createdBy),
      createdAt: String(job.createdAt),
      place: JOBS,
      url,
      title: marked(job.title, words),
      snippet: snippet(job.description, words),
      files: [],
    };
  }
  const post = parts.posts.find((p) => p.id === entry.postId);
  if (!post) return null;
  const comment = entry.commentId ? parts.comments.find((c) => c.id === entry.commentId) : undefined;
  if (entry.commentId && !comment) return null;
  const place = placeOf(post, parts);
  const texts = new Map(
    parts.documents.filter((d) => d.postId === post.id).map((d) => [d.position, d.extractedText ?? '']),
  );
  const files = parts.files
    .filter((f) => f.postId === post.id)
    .map((f) => {
      const name = marked(f.filename, words);
      const inText = !name.highlights.length && words.length ? snippet(texts.get(f.position) ?? '', words, 120) : null;
      return { name, inText };
    });
  // Files whose name or text matched first; a document's matching passage follows its name.
  const shownFiles: MarkedText[] = comment
    ? []
    : [...files]
        .sort((a, b) => Number(rank(b)) - Number(rank(a)))
        .map(({ name, inText }) =>
          inText?.highlights.length
            ? {
                text: `${name.text} · ${inText.text}`,
                highlights: [
                  ...name.highlights,
                  ...inText.highlights.map(
                    ([s, e]) => [s + name.text.length + 3, e + name.text.length + 3] as [number, number],
                  ),
                ],
              }
            : name,
        );
  return {
    kind: comment ? 'comment' : post.type === 'chat' ? 'chat' : 'post',
    id: comment ? comment.id : post.id,
    postId: post.id,
    commentId: comment?.id ?? null,
    jobId: null,
    author: authorOf(comment ? comment.createdBy : post.createdBy),
    createdAt: entry.at,
    place,
    url: urlOf(place, post.id, comment),
    title: !comment && post.title?.trim() ? marked(post.title, words) : null,
    snippet: snippet(comment ? comment.message : (post.content ?? ''), words),
    files: shownFiles,
  };
}

const rank = (f: { name: MarkedText; inText: MarkedText | null }) =>
  f.name.highlights.length > 0 || (f.inText?.highlights.length ?? 0) > 0;

function placeOf(post: { groupId: string | null; pairingId: string | null }, parts: PageParts): MessagePlace {
  const group = post.groupId ? parts.groups.find((g) => g.id === post.groupId) : undefined;
  if (group) return { kind: 'group', id: group.id, name: group.name };
  const pairing = post.pairingId ? parts.pairings.find((p) => p.id === post.pairingId) : undefined;
  if (pairing) return { kind: 'relationship', id: pairing.id, name: `${pairing.firstName} ${pairing.lastName}`.trim() };
  return HOME;
}

/**
 * The deep link notifications use (notifications/view.ts): the thread beside its group's or
 * relationship's timeline, scrolled to the comment; a home post opens the post dialog.
 */
function urlOf(place: MessagePlace, postId: string, comment?: { id: string; parentId: string | null }): string {
  const q = new URLSearchParams();
  if (place.kind === 'home') {
    q.set('postId', postId);
    return `/?${q}`;
  }
  q.set('threadPostId', postId);
  if (comment) {
    if (comment.parentId) {
      q.set('commentId', comment.parentId);
      q.set('commentReplyId', comment.id);
    } else q.set('commentId', comment.id);
  }
  const page =
    place.kind === 'group'
      ? `/group/${encodeURIComponent(place.id)}`
      : `/relationships/${encodeURIComponent(place.id ?? '')}`;
  return `${page}?${q}`;
}
