import { MESSAGE_SEARCH_PAGE, type MessageSearchRow } from '@shared/api/content-search';
import type { ApiClient } from '../../lib/api-client';

export type { MessageSearchRow } from '@shared/api/content-search';
export type MessageSearchAnswer = { results: MessageSearchRow[]; count: number };

export const messageSearchKeys = {
  all: ['message-search'] as const,
  term: (term: string) => ['message-search', term] as const,
};

/** GET /api/search/messages: one page of what the viewer may read that matches `term`. */
export function searchMessages(api: ApiClient, userId: string, term: string, skip: number, signal?: AbortSignal) {
  return api.get<MessageSearchAnswer>(
    '/api/search/messages',
    { userId, term, skip, limit: MESSAGE_SEARCH_PAGE },
    { signal },
  );
}
