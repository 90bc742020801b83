import type { LastViewed } from '@shared/api/pairings';
import type { Post, TimelinePage } from '@shared/api/posts';
import { TIMELINE_PAGE_SIZE } from '@shared/rules';
import type { ApiClient, QueryParams } from '../../../lib/api-client';
import { firstAnswer } from '../../../lib/first-answers';
import type { TimelineScope } from '../post-context';

export type TimelinePageParam = { skip: number; asOf?: string };

/** One page of a timeline (spec 3 §7): home, group or relationship; later pages send back asOf. */
export function fetchTimelinePage(
  api: ApiClient,
  scope: TimelineScope,
  page: TimelinePageParam,
): Promise<TimelinePage> {
  return api.get<TimelinePage>(...timelineCall(scope, page));
}

/** The page's answer for the timeline's first page (lib/first-answers.ts), or undefined. */
export function firstTimelinePage(scope: TimelineScope): TimelinePage | undefined {
  return firstAnswer<TimelinePage>(...timelineCall(scope, { skip: 0 }));
}

function timelineCall(scope: TimelineScope, { skip, asOf }: TimelinePageParam): [string, QueryParams] {
  const paging = { skip, limit: TIMELINE_PAGE_SIZE, ...(asOf ? { asOf } : {}) };
  if (scope.kind === 'group') return ['/api/group/posts', { groupId: scope.id, ...paging }];
  if (scope.kind === 'pairing') return ['/api/pairing/posts', { pairingId: scope.id, ...paging }];
  return ['/api/user/posts', { userId: scope.id, ...paging }];
}

export function fetchPost(api: ApiClient, postId: string): Promise<Post> {
  return api.get<Post>('/api/post/id', { postId });
}

/** Who the viewer is and, for a relationship, who the other person is: the last-viewed calls name them. */
export type ViewedTarget =
  | { kind: 'group'; groupId: string; userId: string }
  | { kind: 'pairing'; userId: string; otherUserId: string };

export function fetchLastViewed(api: ApiClient, target: ViewedTarget): Promise<LastViewed> {
  return api.get<LastViewed>(...lastViewedCall(target));
}

/** The page's answer for when the viewer last looked (lib/first-answers.ts), or undefined. */
export function firstLastViewed(target: ViewedTarget): LastViewed | undefined {
  return firstAnswer<LastViewed>(...lastViewedCall(target));
}

function lastViewedCall(target: ViewedTarget): [string, QueryParams] {
  return target.kind === 'group'
    ? ['/api/group/lastViewed', { groupId: target.groupId, userId: target.userId }]
    : ['/api/pairing/lastViewed', { userId1: target.userId, userId2: target.otherUserId }];
}

export function markViewed(api: ApiClient, target: ViewedTarget): Promise<LastViewed> {
  return target.kind === 'group'
    ? api.post<LastViewed>('/api/group/lastViewed', { groupId: target.groupId, userId: target.userId })
    : api.post<LastViewed>('/api/pairing/lastViewed', { userId1: target.userId, userId2: target.otherUserId });
}
