import type { PairingSettings } from '@shared/api/assistant';
import { ASSISTANT_LIMITS } from '@shared/assistant';
import { messages } from '@shared/messages';
import { assistantCopy } from '@shared/ui-copy';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApiClient } from '../../lib/api-context';
import { Button } from '../../ui/Button';
import { Drawer } from '../../ui/Drawer';
import { ErrorState } from '../../ui/ErrorState';
import { Skeleton } from '../../ui/Skeleton';
import { TextArea } from '../../ui/TextArea';
import { toast } from '../../ui/toast-store';
import { peopleKeys } from '../people/relationships-api';
import { useViewer } from '../session/viewer-context';
import { assistantKeys, useAssistant } from './assistant-api';
import type { AiSettingsTarget } from './assistant-store';
import { ConflictNotice } from './ConflictNotice';
import { ToggleSwitch } from './ToggleSwitch';
import { refreshAfterEvent } from '../../lib/refresh-after-event';
import { patchAfterEvent } from '../../lib/patch-after-event';

const copy = assistantCopy.settings;

/**
 * A relationship's AI settings (spec 2 §2): the enable toggle saves at once, the instructions
 * with Save; a notice shows when the toggle contradicts the global switch.
 */
export function AiSettingsDrawer({ target, onClose }: { target: AiSettingsTarget | null; onClose: () => void }) {
  const api = useApiClient();
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const assistant = useAssistant().data;
  const [shown, setShown] = useState(target);
  useEffect(() => {
    if (target) setShown(target);
  }, [target]);
  const pairingId = shown?.pairingId ?? '';
  const assistantId = assistant?.assistantId ?? '';
  const settings = useQuery({
    queryKey: assistantKeys.settings(pairingId),
    queryFn: () =>
      api.get<PairingSettings>(
        `/api/assistant/${encodeURIComponent(assistantId)}/user/${encodeURIComponent(viewer.userId)}/pairing/${encodeURIComponent(pairingId)}/settings`,
      ),
    enabled: Boolean(target && assistantId),
  });
  const [instructions, setInstructions] = useState('');
  const saved = settings.data?.instructions ?? '';
  useEffect(() => setInstructions(saved), [saved]);

  const save = useMutation({
    mutationFn: (patch: { instructions?: string; enabled?: boolean }) =>
      api.patch<PairingSettings>('/api/assistant/user/pairing/settings', {
        assistantId,
        userId: viewer.userId,
        pairingId,
        ...patch,
      }),
    onSuccess: (next, patch) => {
      patchAfterEvent(queryClient, assistantKeys.settings(pairingId), () => next);
      void refreshAfterEvent(queryClient, peopleKeys.all);
      if (patch.instructions !== undefined) toast.success(copy.saved);
    },
    onError: () => toast.error(messages.assistant.requestFailed),
  });
  const isEnabledHere =
    save.isPending && save.variables?.enabled !== undefined ? save.variables.enabled : (settings.data?.enabled ?? true);
  const name = shown?.name ?? '';

  return (
    <Drawer open={target !== null} onClose={onClose} title={copy.title} description={copy.description(name)}>
      {settings.isPending ? (
        <div role="status" aria-label={copy.title} className="flex flex-col gap-3">
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : settings.isError ? (
        <ErrorState message={copy.loadError} onRetry={() => void settings.refetch()} isRetrying={settings.isFetching} />
      ) : (
        <div className="flex flex-col gap-5">
          <ToggleSwitch
            label={copy.enable(name)}
            checked={isEnabledHere}
            isBusy={save.isPending}
            onChange={(enabled) => save.mutate({ enabled })}
          />
          <ConflictNotice isEnabledHere={isEnabledHere} isEnabledGlobally={assistant?.enabled ?? false} />
          <TextArea
            label={copy.instructionsLabel}
            placeholder={copy.instructionsPlaceholder}
            rows={6}
            counterMax={ASSISTANT_LIMITS.instructions}
            value={instructions}
            onChange={(event) => setInstructions(event.target.value)}
          />
          <Button
            className="self-end"
            disabled={instructions === saved}
            isLoading={save.isPending && save.variables?.instructions !== undefined}
            onClick={() => save.mutate({ instructions })}
          >
            {copy.save}
          </Button>
        </div>
      )}
    </Drawer>
  );
}
