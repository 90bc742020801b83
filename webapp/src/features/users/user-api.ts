import type { PublicUser, SelfUser } from '@shared/api/user';
import type { ApiClient } from '../../lib/api-client';
import { firstAnswer } from '../../lib/first-answers';

export const userKeys = {
  all: ['user'] as const,
  byId: (userId: string) => ['user', userId] as const,
};

/** A user by id: the SelfUser for oneself, the PublicUser for others. */
export function fetchUser<T extends PublicUser = SelfUser>(api: ApiClient, userId: string): Promise<T> {
  return api.get<T>('/api/user/id', { userId });
}

/** The page's answer for that user (lib/first-answers.ts), or undefined. */
export function firstUser<T extends PublicUser = SelfUser>(userId: string): T | undefined {
  return firstAnswer<T>('/api/user/id', { userId });
}
