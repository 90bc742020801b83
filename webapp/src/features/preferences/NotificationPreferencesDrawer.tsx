import { profileCopy } from '@shared/ui-copy';
import { Drawer } from '../../ui/Drawer';
import { ErrorState } from '../../ui/ErrorState';
import { Skeleton } from '../../ui/Skeleton';
import { PushBrowserPrompt } from '../notifications/PushBrowserPrompt';
import { useViewer } from '../session/viewer-context';
import { PreferenceSwitch } from './PreferenceSwitch';
import { EmailModeChoice } from './EmailModeChoice';
import { SWITCH_FIELDS, type SwitchField } from './preferences-api';
import { useNotificationPreferences } from './use-notification-preferences';

const copy = profileCopy.preferences;
const texts: Record<SwitchField, { label: string; description: string }> = {
  emailWithoutContent: { label: copy.emailWithoutContent, description: copy.emailWithoutContentText },
  pushNotification: { label: copy.pushNotification, description: copy.pushNotificationText },
};

function PreferencesSkeleton() {
  return (
    <div role="status" aria-label={copy.loading} className="flex flex-col divide-y divide-slate-200">
      {['emails', ...SWITCH_FIELDS].map((field) => (
        <div key={field} className="flex items-center justify-between gap-4 py-4">
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-3 w-32" />
            <Skeleton className="h-3 w-56" />
          </div>
          <Skeleton rounded="full" className="h-6 w-11" />
        </div>
      ))}
    </div>
  );
}

/** Notification Preferences (spec 1 §2, §3): e-mails per event, daily or none, their text, and push, saved on change. */
export function NotificationPreferencesDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const viewer = useViewer();
  const preferences = useNotificationPreferences(viewer.userId, open);
  return (
    <Drawer open={open} onClose={onClose} title={copy.title} description={copy.intro}>
      {preferences.data ? (
        <div className="flex flex-col divide-y divide-slate-200" data-testid="notification-preferences">
          <EmailModeChoice userId={viewer.userId} preferences={preferences.data} />
          {SWITCH_FIELDS.map((field) => (
            <PreferenceSwitch
              key={field}
              userId={viewer.userId}
              field={field}
              checked={preferences.data[field]}
              {...texts[field]}
            />
          ))}
          {preferences.data.pushNotification ? <PushBrowserPrompt /> : null}
        </div>
      ) : preferences.isError ? (
        <ErrorState
          message={preferences.error.message}
          onRetry={() => void preferences.refetch()}
          isRetrying={preferences.isFetching}
        />
      ) : (
        <PreferencesSkeleton />
      )}
    </Drawer>
  );
}
