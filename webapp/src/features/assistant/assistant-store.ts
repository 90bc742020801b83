import { create } from 'zustand';

/** The assistant's drawers and dialogs; one opens at a time (spec 2 §2). */
export type AssistantOverlay =
  | 'setup'
  | 'train'
  /** The train drawer showing SUBSCRIBE TO START AI TRAINING (not subscribed). */
  | 'trainWithSubscribe'
  /** 'Enable Meg, Your AI Assistant' with FIND OUT MORE. */
  | 'enableDialog'
  /** 'Meg is enabled, but not fully trained'. */
  | 'notTrainedDialog';

/** The per-relationship AI settings drawer's target. */
export type AiSettingsTarget = { pairingId: string; userId: string; name: string };

/**
 * The viewer's assistant as the shell needs it at once (the avatar menu's Manage
 * Subscriptions), and which assistant overlay is open. The record itself is server state
 * (react-query, see assistant-api.ts); `isSubscribed` mirrors it.
 */
type AssistantState = {
  isSubscribed: boolean;
  setSubscribed: (isSubscribed: boolean) => void;
  overlay: AssistantOverlay | null;
  open: (overlay: AssistantOverlay) => void;
  close: () => void;
  settingsFor: AiSettingsTarget | null;
  openSettings: (target: AiSettingsTarget) => void;
  closeSettings: () => void;
};

export const useAssistantStore = create<AssistantState>()((set) => ({
  isSubscribed: false,
  setSubscribed: (isSubscribed) => set({ isSubscribed }),
  overlay: null,
  open: (overlay) => set({ overlay }),
  close: () => set({ overlay: null }),
  settingsFor: null,
  openSettings: (settingsFor) => set({ settingsFor }),
  closeSettings: () => set({ settingsFor: null }),
}));

/** Other features (posts' REACTIVATE ME NOW, guidance links) ask for an overlay without importing the feature. */
export const openAssistantOverlay = (overlay: AssistantOverlay) => useAssistantStore.getState().open(overlay);
