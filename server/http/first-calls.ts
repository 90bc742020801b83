import { TIMELINE_PAGE_SIZE } from '@shared/rules';

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query)}`;
/** A route parameter as the web app passes it on (ids are letters, digits, `-` and `_`). */
const ID = '([A-Za-z0-9_-]{1,64})';
const GROUP = new RegExp(`^/group/${ID}/?$`);
const RELATIONSHIP = new RegExp(`^/relationships/${ID}/?$`);

/**
 * The API calls a signed-in timeline of the web app makes before its first posts show, built
 * as the web app builds them (the same path, the same parameters in the same order: a browser
 * reuses a preloaded answer for the very same URL only): who is signed in, their profile, the
 * sidebar's unread counts and, per page, the timeline's first page (a relationship's needs the
 * pairing's id, which its status answers), the other person and when the viewer last looked.
 * index.html names them as preloads (static.ts), so they start with the page, not after its
 * scripts; e2e/phone-budget.e2e.ts checks that each goes out once.
 */
export function firstCalls(pathname: string, viewerId: string): string[] {
  const calls = [
    '/api/auth/get-session',
    withQuery('/api/user/id', { userId: viewerId }),
    withQuery('/api/pairing/user/unread', { userId: viewerId, limit: '-1' }),
    withQuery('/api/group/user/unread', { userId: viewerId, limit: '-1' }),
  ];
  const paging = { skip: '0', limit: String(TIMELINE_PAGE_SIZE) };
  if (pathname === '/') return [...calls, withQuery('/api/user/posts', { userId: viewerId, ...paging })];
  const groupId = GROUP.exec(pathname)?.[1];
  if (groupId) {
    return [
      ...calls,
      withQuery('/api/group/id', { groupId }),
      withQuery('/api/group/posts', { groupId, ...paging }),
      withQuery('/api/group/lastViewed', { groupId, userId: viewerId }),
    ];
  }
  const otherId = RELATIONSHIP.exec(pathname)?.[1];
  if (otherId && otherId !== viewerId) {
    return [
      ...calls,
      withQuery('/api/user/id', { userId: otherId }),
      withQuery('/api/pairing/status', { userId: viewerId, connectedWithUserId: otherId }),
      withQuery('/api/pairing/lastViewed', { userId1: viewerId, userId2: otherId }),
    ];
  }
  return [];
}

/** The preload tags: fetched with the page's cookies (`credentials: 'include'`, as api-client.ts asks). */
export function firstCallLinks(urls: readonly string[]): string {
  return urls
    .map(
      (url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url.replaceAll('&', '&amp;')}">`,
    )
    .join('\n    ');
}
