import { uiCopy } from '@shared/ui-copy';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../lib/api-context';
import { toast } from '../../ui/toast-store';
import { useViewer } from '../session/viewer-context';

/** Manage Subscriptions: go to the billing page the server names, or explain why not. */
export function useManageSubscription() {
  const api = useApiClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: () =>
      api.get<string | null>(
        `/api/subscription/manage-subscription/${encodeURIComponent(viewer.userId)}/${encodeURIComponent(window.location.href)}`,
      ),
    onSuccess: (url) => {
      if (typeof url === 'string' && /^https?:\/\//.test(url)) window.location.assign(url);
      else toast.info(uiCopy.subscription.cannotManage(window.location.host));
    },
    onError: () => toast.info(uiCopy.subscription.cannotManage(window.location.host)),
  });
}
