import type { NotificationPreferences, NotificationPreferencesPatch } from '@shared/api/profiles';
import type { ApiClient } from '../../lib/api-client';

/** The preferences that are a switch each (the two e-mail switches make one choice). */
export type PreferenceField = Exclude<keyof NotificationPreferences, 'timeZone'>;
export const SWITCH_FIELDS = ['emailWithoutContent', 'pushNotification'] as const;
export type SwitchField = (typeof SWITCH_FIELDS)[number];

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
