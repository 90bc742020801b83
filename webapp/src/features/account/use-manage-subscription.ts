import { messages } from '@shared/messages';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../lib/api-context';
import { toast } from '../../ui/toast-store';
import { useViewer } from '../session/viewer-context';

/**
 * Manage Subscriptions (spec 2 §6, §8): the provider's portal in a new tab, or 'Custom
 * subscriptions cannot be managed online. Contact support.' when there is none (self-hosted).
 */
export function useManageSubscription() {
  const api = useApiClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: async () => {
      const url = await api.get<string | null>(
        `/api/subscription/manage-subscription/${encodeURIComponent(viewer.userId)}/${encodeURIComponent(window.location.href)}`,
      );
      if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new Error(messages.assistant.cannotManage);
      // Still within the click's activation, so the browser opens it as a tab, not a blocked pop-up.
      window.open(url, '_blank', 'noopener');
    },
    onError: () => toast.info(messages.assistant.cannotManage),
  });
}
