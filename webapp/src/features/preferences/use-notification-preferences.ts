import { type EmailMode, emailModeFlags, type NotificationPreferences } from '@shared/api/profiles';
import { profileCopy } from '@shared/ui-copy';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api-client';
import { useApiClient } from '../../lib/api-context';
import { toast } from '../../ui/toast-store';
import {
  isWebPushSupported,
  PushSetupError,
  subscribeToWebPush,
  unsubscribeFromWebPush,
} from '../notifications/web-push';
import { fetchPreferences, type PreferenceField, patchPreferences, preferenceKeys } from './preferences-api';
import { browserTimeZone } from './time-zone';

/** The viewer's preferences; loaded once the drawer opens. */
export function useNotificationPreferences(userId: string, isEnabled = true) {
  const api = useApiClient();
  return useQuery({
    queryKey: preferenceKeys.byUser(userId),
    queryFn: () => fetchPreferences(api, userId),
    enabled: isEnabled,
  });
}

/**
 * This browser's part of the push switch: turning it on subscribes (permission, service worker,
 * VAPID key) before the preference is saved; turning it off drops this browser's subscription.
 * Where web push cannot run (the extension's pages, old browsers) only the preference changes.
 */
async function applyPushInThisBrowser(api: ApiClient, isOn: boolean): Promise<void> {
  if (!isWebPushSupported()) return;
  if (isOn) await subscribeToWebPush(api);
  else await unsubscribeFromWebPush(api).catch(() => undefined);
}

/**
 * Saves one preference at once: the switch flips before the answer (optimistic), and flips
 * back with a toast when the save fails. Only this field is rolled back, so a second switch
 * saved meanwhile keeps its value.
 */
export function useSavePreference(userId: string, field: PreferenceField) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const key = preferenceKeys.byUser(userId);
  return useMutation({
    mutationFn: async (value: boolean) => {
      if (field === 'pushNotification') await applyPushInThisBrowser(api, value);
      return patchPreferences(api, { userId, modifiedBy: userId, [field]: value, ...browserTimeZone() });
    },
    onMutate: async (value) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<NotificationPreferences>(key)?.[field];
      queryClient.setQueryData<NotificationPreferences>(key, (current) =>
        current ? { ...current, [field]: value } : current,
      );
      return { previous };
    },
    onError: (error, _value, context) => {
      if (context?.previous !== undefined) {
        queryClient.setQueryData<NotificationPreferences>(key, (current) =>
          current ? { ...current, [field]: context.previous } : current,
        );
      }
      toast.error(error instanceof PushSetupError ? error.message : profileCopy.preferences.saveFailed);
    },
    onSuccess: (answer) =>
      queryClient.setQueryData<NotificationPreferences>(key, (current) =>
        current ? { ...current, [field]: answer[field] } : answer,
      ),
  });
}

/** Saves the e-mail choice (both spec switches at once), optimistic like a switch. */
export function useSaveEmailMode(userId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const key = preferenceKeys.byUser(userId);
  type Flags = ReturnType<typeof emailModeFlags>;
  return useMutation<NotificationPreferences, Error, EmailMode, { previous: Flags | null }>({
    mutationFn: (mode) =>
      patchPreferences(api, { userId, modifiedBy: userId, ...emailModeFlags(mode), ...browserTimeZone() }),
    onMutate: async (mode) => {
      await queryClient.cancelQueries({ queryKey: key });
      const current = queryClient.getQueryData<NotificationPreferences>(key);
      const previous = current
        ? { emailNotification: current.emailNotification, summaryEmailNotification: current.summaryEmailNotification }
        : null;
      queryClient.setQueryData<NotificationPreferences>(key, (old) =>
        old ? { ...old, ...emailModeFlags(mode) } : old,
      );
      return { previous };
    },
    onError: (_error, _mode, context) => {
      if (context?.previous) {
        const previous = context.previous;
        queryClient.setQueryData<NotificationPreferences>(key, (old) => (old ? { ...old, ...previous } : old));
      }
      toast.error(profileCopy.preferences.saveFailed);
    },
    onSuccess: (answer) => queryClient.setQueryData<NotificationPreferences>(key, answer),
  });
}
