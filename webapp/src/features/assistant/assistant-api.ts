import type { AssistantRecord } from '@shared/api/assistant';
import { messages } from '@shared/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ApiClient } from '../../lib/api-client';
import { useApiClient } from '../../lib/api-context';
import { toast } from '../../ui/toast-store';
import { useViewer } from '../session/viewer-context';
import { useAssistantStore } from './assistant-store';
import type { SetupStep } from './setup-wizard';
import { refreshAfterEvent } from '../../lib/refresh-after-event';

export const assistantKeys = {
  all: ['assistant'] as const,
  record: (userId: string) => ['assistant', 'record', userId] as const,
  setup: (userId: string) => ['assistant', 'setup', userId] as const,
  settings: (pairingId: string) => ['assistant', 'settings', pairingId] as const,
};

export const fetchAssistant = (api: ApiClient, userId: string) =>
  api.get<AssistantRecord>(`/api/assistant/user/${encodeURIComponent(userId)}`);

/** The viewer's assistant; keeps the shell's subscribed flag in step. */
export function useAssistant() {
  const api = useApiClient();
  const viewer = useViewer();
  const setSubscribed = useAssistantStore((state) => state.setSubscribed);
  const query = useQuery({
    queryKey: assistantKeys.record(viewer.userId),
    queryFn: () => fetchAssistant(api, viewer.userId),
    staleTime: 60_000,
  });
  const isSubscribed = query.data?.subscribed ?? false;
  useEffect(() => setSubscribed(isSubscribed), [isSubscribed, setSubscribed]);
  return query;
}

/** Replaces the cached record with what a call answered, or refetches it. */
export function usePatchAssistantCache() {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  return (patch: Partial<AssistantRecord> | null) => {
    const key = assistantKeys.record(viewer.userId);
    if (patch) queryClient.setQueryData<AssistantRecord>(key, (old) => (old ? { ...old, ...patch } : old));
    void refreshAfterEvent(queryClient, key);
  };
}

const failed = () => toast.error(messages.assistant.requestFailed);

/** PATCH /api/assistant/enable → the new enabled state (spec 2 §7). */
export function useToggleEnabled() {
  const api = useApiClient();
  const viewer = useViewer();
  const patchCache = usePatchAssistantCache();
  return useMutation({
    mutationFn: ({ assistantId, enabled }: { assistantId: string; enabled: boolean }) =>
      api.patch<boolean>('/api/assistant/enable', { assistantId, modifiedBy: viewer.userId, enabled }),
    onSuccess: (enabled) => patchCache({ enabled }),
    onError: failed,
  });
}

/** PATCH /api/assistant/user/away: the owner says they are away (Meg answers now) or back. */
export function useSetAway() {
  const api = useApiClient();
  const viewer = useViewer();
  const patchCache = usePatchAssistantCache();
  return useMutation({
    mutationFn: (away: boolean) =>
      api.patch<AssistantRecord>('/api/assistant/user/away', { userId: viewer.userId, away }),
    onSuccess: (record) => patchCache({ away: record.away }),
    onError: failed,
  });
}

export type { AssistantRecord };
export type StoredSetup = Partial<Record<SetupStep, unknown>> & { completed?: boolean };

/** GET /api/assistant/user/{userId}/setup; failure is silent (spec 2 §8). */
export function useSetupAnswers(isEnabled: boolean) {
  const api = useApiClient();
  const viewer = useViewer();
  return useQuery({
    queryKey: assistantKeys.setup(viewer.userId),
    queryFn: () => api.get<StoredSetup | null>(`/api/assistant/user/${encodeURIComponent(viewer.userId)}/setup`),
    enabled: isEnabled,
    retry: false,
  });
}

export const saveSetupStep = (api: ApiClient, body: Record<string, unknown>) =>
  api.patch<{ completed?: boolean } | null>('/api/assistant/user/setup', body);

/** PATCH /api/assistant/train: the purpose text. */
export const saveTraining = (api: ApiClient, body: { purpose: string; assistantId: string; modifiedBy: string }) =>
  api.patch<unknown>('/api/assistant/train', body);
