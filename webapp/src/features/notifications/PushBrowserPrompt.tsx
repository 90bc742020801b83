import { notificationsCopy } from '@shared/ui-copy';
import { BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useApiClient } from '../../lib/api-context';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast-store';
import { isWebPushSupported, PushSetupError, SERVICE_WORKER_URL, subscribeToWebPush } from './web-push';

const copy = notificationsCopy.push;

/** Whether this browser could subscribe but has not: supported, not blocked, no subscription yet. */
async function canOfferPush(): Promise<boolean> {
  if (!isWebPushSupported() || Notification.permission === 'denied') return false;
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
  return !(await registration?.pushManager.getSubscription());
}

/**
 * The preferences drawer's prompt when push is on for the account but this browser has no
 * subscription (a new device, or the default before anyone asked): the browser's permission
 * is only ever asked from this button or the switch, never on load.
 */
export function PushBrowserPrompt() {
  const api = useApiClient();
  const [isOffered, setIsOffered] = useState(false);
  const [isPending, setIsPending] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    canOfferPush()
      .then((offer) => isCurrent && setIsOffered(offer))
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, []);
  if (!isOffered) return null;
  const enable = async () => {
    setIsPending(true);
    try {
      await subscribeToWebPush(api);
      setIsOffered(false);
      toast.success(copy.enabled);
    } catch (error) {
      toast.error(error instanceof PushSetupError ? error.message : copy.failed);
    } finally {
      setIsPending(false);
    }
  };
  return (
    <div
      data-testid="push-browser-prompt"
      className="mt-2 flex flex-col gap-3 rounded-lg border border-accent-200 bg-accent-50 p-4"
    >
      <p className="flex items-start gap-2 text-sm text-slate-800">
        <BellRing aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-700" />
        {copy.promptText}
      </p>
      <Button size="sm" variant="secondary" className="self-start" isLoading={isPending} onClick={() => void enable()}>
        {copy.enable}
      </Button>
    </div>
  );
}
