import type { TestModeEnded, TestModeStarted } from '@shared/api/assistant';
import { messages } from '@shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { isApiStatus } from '../../lib/api-client';
import { useApiClient } from '../../lib/api-context';
import { toast } from '../../ui/toast-store';
import { peopleKeys } from '../people/relationships-api';
import { useViewer } from '../session/viewer-context';
import { type AssistantRecord, assistantKeys } from './assistant-api';
import { chatPathFor } from './assistant-paths';
import { refreshAfterEvent } from '../../lib/refresh-after-event';

/**
 * Test Mode (spec 2 §4): on, the server creates the test persona and the user goes to its
 * relationship (chat open on wide screens); off, the pairing with the test user is looked up,
 * test mode is deleted and the user returns to the assistant relationship.
 */
export function useTestMode() {
  const api = useApiClient();
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const settle = (assistant: AssistantRecord) => {
    queryClient.setQueryData(assistantKeys.record(viewer.userId), assistant);
    void refreshAfterEvent(queryClient, peopleKeys.all);
  };
  return useMutation({
    mutationFn: async ({ assistant, turnOn }: { assistant: AssistantRecord; turnOn: boolean }) => {
      const ids = { assistantId: assistant.assistantId, userId: viewer.userId };
      if (turnOn) {
        const started = await api.post<TestModeStarted>('/api/assistant/user/test-mode', ids);
        settle(started.assistant);
        navigate(chatPathFor(started.userId2));
        return;
      }
      if (!assistant.testUserId) throw new Error(messages.assistant.testUserNotFound);
      let pairingId: string;
      try {
        ({ pairingId } = await api.get<{ pairingId: string }>('/api/pairing/userIds', {
          userId1: viewer.userId,
          userId2: assistant.testUserId,
        }));
      } catch {
        throw new Error(messages.assistant.testUserNotFound);
      }
      const ended = await api.delete<TestModeEnded>('/api/assistant/user/test-mode', { ...ids, pairingId });
      settle(ended.assistant);
      navigate(chatPathFor(assistant.assistantId));
    },
    onError: (error) =>
      toast.error(
        error instanceof Error && error.message === messages.assistant.testUserNotFound
          ? messages.assistant.testUserNotFound
          : isApiStatus(error, 404)
            ? messages.assistant.testUserNotFound
            : messages.assistant.requestFailed,
      ),
  });
}
