import type { GroupForUsers, GroupForUsersList } from '@shared/api/groups';
import type { EditPostBody, Post } from '@shared/api/posts';
import type { ApiClient } from '../../lib/api-client';
import type { LinkMeta } from './composer-types';
import type { CreatePostPayload } from './post-payload';

export const composerKeys = {
  all: ['composer'] as const,
  groupFor: (memberKey: string) => ['composer', 'groupFor', memberKey] as const,
  linkPreview: (url: string) => ['composer', 'linkPreview', url] as const,
  hasGroups: (userId: string) => ['composer', 'hasGroups', userId] as const,
  hasRelationships: (userId: string) => ['composer', 'hasRelationships', userId] as const,
};

/** GET /api/group/users: the viewer's existing group with exactly these people, or null. */
export async function findGroupForUsers(
  api: ApiClient,
  userIds: readonly string[],
  signal?: AbortSignal,
): Promise<GroupForUsers> {
  const found = await api.get<GroupForUsersList>('/api/group/users', { userIds }, { signal });
  return found.results[0] ?? null;
}

/** POST /api/post with the draft's Idempotency-Key: a retry answers the first post. */
export function createPost(api: ApiClient, body: CreatePostPayload, idempotencyKey: string) {
  return api.post<Post>('/api/post', body, { headers: { 'Idempotency-Key': idempotencyKey } });
}

export function editPost(api: ApiClient, body: EditPostBody) {
  return api.patch<Post>('/api/post', body);
}

/**
 * GET /api/utility/link-preview: null when the page has no preview (asked as an answer, not a
 * 404 in the console); a URL it will not fetch answers 400 (the caller stays silent).
 */
export function fetchLinkPreview(api: ApiClient, url: string, signal?: AbortSignal) {
  return api.get<LinkMeta | null>('/api/utility/link-preview', { url, missing: 'null' }, { signal });
}
