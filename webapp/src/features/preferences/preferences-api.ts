import type { NotificationPreferences, NotificationPreferencesPatch } from '@shared/api/profiles';
import type { ApiClient } from '../../lib/api-client';

export type PreferenceField = keyof NotificationPreferences;
export const PREFERENCE_FIELDS: readonly PreferenceField[] = [
  'emailNotification',
  'summaryEmailNotification',
  'pushNotification',
];

export const preferenceKeys = {
  byUser: (userId: string) => ['notification-preferences', userId] as const,
};

/** GET /api/user/notification/preferences?userId (own only). */
export function fetchPreferences(api: ApiClient, userId: string): Promise<NotificationPreferences> {
  return api.get<NotificationPreferences>('/api/user/notification/preferences', { userId });
}

/** PATCH /api/user/notification/preferences; answers every preference. */
export function patchPreferences(
  api: ApiClient,
  patch: NotificationPreferencesPatch,
): Promise<NotificationPreferences> {
  return api.patch<NotificationPreferences>('/api/user/notification/preferences', patch);
}
