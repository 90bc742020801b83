import { TIMELINE_PAGE_SIZE } from '@shared/rules';

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query)}`;
/** A route parameter as the web app passes it on (ids are letters, digits, `-` and `_`). */
const ID = '([A-Za-z0-9_-]{1,64})';
const GROUP = new RegExp(`^/group/${ID}/?$`);
const RELATIONSHIP = new RegExp(`^/relationships/${ID}/?$`);
const JOB = new RegExp(`^/jobs/${ID}/?$`);
const APPLICANT = new RegExp(`^/jobs/${ID}/applicants/${ID}/?$`);

/**
 * The API calls a signed-in screen of the web app makes before it can draw, built
 * as the web app builds them (the same path, the same parameters in the same order: the page
 * finds an answer by its very URL): who is signed in, their profile, the sidebar's unread
 * counts and, per page, the timeline's first page, the other person and when the viewer last
 * looked, or the job. A relationship's first page needs the pairing's id, which the page
 * learns from its status call: `pairingId` is that id when the server looked it up (the viewer
 * and that person are connected), and the page's posts call then starts with the others.
 * index.html carries their answers (first-answers.ts), so the page's first render has them;
 * e2e/phone-budget.e2e.ts checks that the page then asks for none of them.
 */
/** The web app's session call, which the page answers from its own resolution (static.ts). */
export const SESSION_ANSWER_URL = '/api/auth/get-session';

export function firstCalls(pathname: string, viewerId: string, pairingId: string | null = null): string[] {
  const calls = [
    SESSION_ANSWER_URL,
    withQuery('/api/user/id', { userId: viewerId }),
    withQuery('/api/pairing/user/unread', { userId: viewerId, limit: '-1' }),
    withQuery('/api/group/user/unread', { userId: viewerId, limit: '-1' }),
  ];
  const paging = { skip: '0', limit: String(TIMELINE_PAGE_SIZE) };
  if (pathname === '/') return [...calls, withQuery('/api/user/posts', { userId: viewerId, ...paging })];
  // The other screens in the signed-in shell: the shell's own calls, and a job's page its job.
  if (/^\/(?:jobs\/view|pricing)\/?$/.test(pathname) || APPLICANT.test(pathname)) return calls;
  const jobId = JOB.exec(pathname)?.[1];
  if (jobId) return [...calls, `/api/jobs/${encodeURIComponent(jobId)}`];
  const groupId = GROUP.exec(pathname)?.[1];
  if (groupId) {
    return [
      ...calls,
      withQuery('/api/group/id', { groupId }),
      withQuery('/api/group/posts', { groupId, ...paging }),
      withQuery('/api/group/lastViewed', { groupId, userId: viewerId }),
    ];
  }
  const otherId = relationshipOtherId(pathname, viewerId);
  if (otherId) {
    return [
      ...calls,
      withQuery('/api/user/id', { userId: otherId }),
      withQuery('/api/pairing/status', { userId: viewerId, connectedWithUserId: otherId }),
      withQuery('/api/pairing/lastViewed', { userId1: viewerId, userId2: otherId }),
      ...(pairingId ? [withQuery('/api/pairing/posts', { pairingId, ...paging })] : []),
    ];
  }
  return [];
}

/** The other person's id of a relationship page (`/relationships/:userId`) other than the viewer's own, else null. */
export function relationshipOtherId(pathname: string, viewerId: string): string | null {
  const otherId = RELATIONSHIP.exec(pathname)?.[1];
  return otherId && otherId !== viewerId ? otherId : null;
}
