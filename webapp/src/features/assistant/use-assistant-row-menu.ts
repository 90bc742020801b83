import type { RelationshipRow } from '@shared/api/pairings';
import { messages } from '@shared/messages';
import { assistantCopy } from '@shared/ui-copy';
import { useQueryClient } from '@tanstack/react-query';
import { Bot, BotOff, GraduationCap, SlidersHorizontal } from 'lucide-react';
import { useApiClient } from '../../lib/api-context';
import type { MenuAction } from '../../ui/Menu';
import { toast } from '../../ui/toast-store';
import { peopleKeys } from '../people/relationships-api';
import { useViewer } from '../session/viewer-context';
import { type AssistantRecord, assistantKeys, useToggleEnabled } from './assistant-api';
import { useAssistantStore } from './assistant-store';
import { enableOutcome, entryDrawer, visibleConflict } from './enable-rules';
import { refreshAfterEvent } from '../../lib/refresh-after-event';

const copy = assistantCopy.rowMenu;

/**
 * The assistant's entries of a relationship row's menu (spec 1 §4): the assistant's own row
 * offers Enable or Disable globally, Train and Setup; an ordinary row (for a subscriber)
 * Enable or Disable for this relationship and its AI settings. `assistant` is the viewer's
 * record (useAssistant), read once by the list rather than by each row; none while it loads.
 */
export function useAssistantRowMenu(
  row: RelationshipRow,
  name: string,
  assistant: AssistantRecord | undefined,
): MenuAction[] {
  const api = useApiClient();
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const open = useAssistantStore((state) => state.open);
  const openSettings = useAssistantStore((state) => state.openSettings);
  const toggle = useToggleEnabled();
  if (!assistant) return [];
  const flags = { isSubscribed: assistant.subscribed, isSetupDone: assistant.setup, isTrained: assistant.trained };

  if (row.role === 'assistant' || row.role === 'testUser') {
    const turnOn = !assistant.enabled;
    return [
      {
        id: 'assistant-enable',
        label: turnOn ? copy.enableGlobally : copy.disableGlobally,
        icon: turnOn ? Bot : BotOff,
        onSelect: () => {
          const outcome = enableOutcome(turnOn, flags);
          if (outcome === 'subscribeDialog') return open('enableDialog');
          toggle.mutate(
            { assistantId: assistant.assistantId, enabled: turnOn },
            { onSuccess: (enabled) => enabled && outcome === 'enableThenNotTrainedDialog' && open('notTrainedDialog') },
          );
        },
      },
      { id: 'assistant-train', label: copy.train, icon: GraduationCap, onSelect: () => open(entryDrawer(flags)) },
      { id: 'assistant-setup', label: copy.setup, icon: SlidersHorizontal, onSelect: () => open('setup') },
    ];
  }
  if (row.role !== 'user' || !row.connected || !assistant.subscribed) return [];
  const isEnabledHere = row.aiEnabled === 'true';
  const target = { pairingId: row.pairingId, userId: row.userId, name };
  return [
    {
      id: 'assistant-here',
      label: isEnabledHere ? copy.disableHere : copy.enableHere,
      icon: isEnabledHere ? BotOff : Bot,
      onSelect: async () => {
        try {
          await api.patch('/api/assistant/user/pairing/settings', {
            assistantId: assistant.assistantId,
            userId: viewer.userId,
            pairingId: row.pairingId,
            enabled: !isEnabledHere,
          });
        } catch {
          toast.error(messages.assistant.requestFailed);
          return;
        }
        void refreshAfterEvent(queryClient, peopleKeys.all);
        void refreshAfterEvent(queryClient, assistantKeys.settings(row.pairingId));
        // A choice that contradicts the global switch shows its notice where it can be silenced.
        if (visibleConflict(!isEnabledHere, assistant.enabled, window.localStorage)) openSettings(target);
      },
    },
    { id: 'assistant-settings', label: copy.aiSettings, icon: SlidersHorizontal, onSelect: () => openSettings(target) },
  ];
}
