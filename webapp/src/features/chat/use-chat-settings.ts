import { messages } from '@shared/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../lib/api-context';
import { toast } from '../../ui/toast-store';
import { useViewer } from '../session/viewer-context';
import { type ChatSettings, chatKeys, fetchChatSettings, saveChatSettings } from './chat-api';
import { refreshAfterEvent } from '../../lib/refresh-after-event';
import { patchAfterEvent } from '../../lib/patch-after-event';

/** GET /api/chat/settings: the viewer's read-receipts choice. */
export function useChatSettings() {
  const api = useApiClient();
  const viewer = useViewer();
  return useQuery({
    queryKey: chatKeys.settings(viewer.userId),
    queryFn: () => fetchChatSettings(api),
    staleTime: 5 * 60_000,
  });
}

/** PATCH /api/chat/settings; receipts shown on screen are re-read, since switching off hides them both ways. */
export function useSaveChatSettings() {
  const api = useApiClient();
  const viewer = useViewer();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ChatSettings) => saveChatSettings(api, settings),
    onSuccess: (saved, asked) => {
      patchAfterEvent<ChatSettings>(queryClient, chatKeys.settings(viewer.userId), () => saved ?? asked);
      void refreshAfterEvent(queryClient, ['chat', 'receipt']);
    },
    onError: () => toast.error(messages.generic.somethingWentWrong),
  });
}
